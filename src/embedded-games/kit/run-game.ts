import type { FrameEvent } from '@/domain/games/timed/frame-messages';
import { createBridge } from './bridge';
import { banner, H, hud, W, type View } from './draw';
import { createInput, type Input } from './input';

/** One game: its rounds are made, advanced and drawn here; the kit does the rest. */
export interface GameSpec<S> {
  title: string;
  /** How to play, shown on the title card. */
  hint: string;
  create(): S;
  /** Advances a round by `dt` seconds (at most 1/20 s per step). */
  update(s: S, dt: number, input: Input, view: View): void;
  draw(s: S, g: CanvasRenderingContext2D, view: View): void;
  score(s: S): number;
  lives?(s: S): number;
  over(s: S): boolean;
  /** Shown when a round ends; 'Game over' unless given. */
  overTitle?(s: S): string;
  /** What the page is told when a round ends; 'game-over' unless given. */
  overEvent?: FrameEvent;
  /** What the score is called in the corner; 'Score' unless given. */
  scoreLabel?: string;
  /**
   * 'fit' (the default): the W × H world, scaled to fit and letterboxed. 'fill': the view is
   * at least H units each way and grows along the frame's longer side, so a narrow phone
   * frame shows a taller world at a readable scale instead of a thin strip; a game that
   * fills draws and moves relative to `view`.
   */
  viewport?: 'fit' | 'fill';
}

type Phase = 'title' | 'playing' | 'paused' | 'over';

/** A key still being pressed for the last move of a round must not start the next one. */
const restartGraceMs = 1000;

/**
 * Runs a game full-window: a 640×360 world scaled to fit (or a view that fills the frame), a title card, pause when the
 * frame is hidden or told to, and "tap to play again". Tells the page what happens (hints).
 */
export function runGame<S>(spec: GameSpec<S>) {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-label', spec.title);
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  if (!g) return;
  let scale = 1;
  let offset = { x: 0, y: 0 };
  const view: View = { w: W, h: H };
  const fit = () => {
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(window.innerWidth * dpr);
    canvas.height = Math.round(window.innerHeight * dpr);
    if (spec.viewport === 'fill') {
      scale = Math.min(canvas.width, canvas.height) / H;
      Object.assign(view, { w: canvas.width / scale, h: canvas.height / scale });
      offset = { x: 0, y: 0 };
    } else {
      scale = Math.min(canvas.width / W, canvas.height / H);
      Object.assign(view, { w: W, h: H });
      offset = { x: (canvas.width - W * scale) / 2, y: (canvas.height - H * scale) / 2 };
    }
    // CSS pixels per game unit: how large the game's text is on screen (the browser tests
    // check it is readable on a phone).
    view.unitPx = scale / dpr;
    canvas.dataset.unitPx = view.unitPx.toFixed(3);
  };
  fit();
  window.addEventListener('resize', fit);
  const toGame = (cx: number, cy: number) => {
    const dpr = window.devicePixelRatio || 1;
    return { x: (cx * dpr - offset.x) / scale, y: (cy * dpr - offset.y) / scale };
  };
  const input = createInput(canvas, toGame);
  const bridge = createBridge();
  let phase: Phase = 'title';
  let state = spec.create();
  let overAt = 0;
  const setPhase = (p: Phase) => {
    phase = p;
    if (p === 'over') overAt = performance.now();
    if (p === 'playing') bridge.post('playing');
    if (p === 'paused') bridge.post('paused');
    if (p === 'over') bridge.post(spec.overEvent ?? 'game-over', spec.score(state));
  };
  const pause = () => phase === 'playing' && setPhase('paused');
  document.addEventListener('visibilitychange', () => document.hidden && pause());
  bridge.onCommand(pause);
  bridge.post('ready');

  let last = performance.now();
  const frame = (now: number) => {
    let dt = Math.min((now - last) / 1000, 0.25);
    last = now;
    if (phase === 'playing') {
      while (dt > 0) {
        spec.update(state, Math.min(dt, 0.05), input, view);
        dt -= 0.05;
      }
      if (spec.over(state)) setPhase('over');
    } else if (input.any() && !(phase === 'over' && now - overAt < restartGraceMs)) {
      if (phase === 'over') state = spec.create();
      setPhase('playing');
    }
    input.endFrame();
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.fillStyle = '#020617';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.setTransform(scale, 0, 0, scale, offset.x, offset.y);
    g.save();
    g.beginPath();
    g.rect(0, 0, view.w, view.h);
    g.clip();
    spec.draw(state, g, view);
    hud(g, spec.score(state), spec.lives?.(state), spec.scoreLabel, view);
    if (phase === 'title')
      banner(g, spec.title, [spec.hint, 'Tap or press any key to start'], view);
    if (phase === 'paused') banner(g, 'Paused', ['Tap or press any key to go on'], view);
    if (phase === 'over')
      banner(
        g,
        spec.overTitle?.(state) ?? 'Game over',
        [`Score ${spec.score(state)}`, 'Tap or press any key to play again'],
        view,
      );
    g.restore();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
