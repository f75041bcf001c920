/**
 * The messages between an embedded game's sandboxed frame and the page around it. A message
 * is a hint for the interface (pause the counter, show "game over"), never evidence: play
 * time is verified by the server's heartbeats and a race by the server's clock.
 */
export const frameEvents = [
  'ready',
  'playing',
  'paused',
  'game-over',
  'car-race-finished',
] as const;
export type FrameEvent = (typeof frameEvents)[number];

/** What the kit posts: `{ qtn: 'game', event, score? }`. */
export interface FrameMessage {
  qtn: 'game';
  event: FrameEvent;
  score?: number;
}

/** The parts of a MessageEvent the checks read. */
export interface MessageLike {
  source: unknown;
  origin: string;
  data: unknown;
}

/** A sandboxed frame without allow-same-origin has an opaque origin, serialised as 'null'. */
export const sandboxedFrameOrigin = 'null';

/**
 * The frame's message when it comes from exactly the expected window and origin, else null.
 * The car racer's finish may also arrive as any string containing `car-race-finished`.
 */
export function readFrameMessage(
  event: MessageLike,
  expected: { source: unknown; origin: string },
): FrameMessage | null {
  if (expected.source == null || event.source !== expected.source) return null;
  if (event.origin !== expected.origin) return null;
  const data = event.data;
  if (typeof data === 'string') {
    return data.includes('car-race-finished') ? { qtn: 'game', event: 'car-race-finished' } : null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.qtn !== 'game' || !(frameEvents as readonly unknown[]).includes(m.event)) return null;
  const score = typeof m.score === 'number' && Number.isFinite(m.score) ? m.score : undefined;
  return { qtn: 'game', event: m.event as FrameEvent, ...(score === undefined ? {} : { score }) };
}
