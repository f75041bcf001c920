/** The logical size every game draws at; the canvas scales it to fit, keeping the ratio. */
export const W = 640;
export const H = 360;

/** The logical area on screen: W × H, or larger along one side in a 'fill' viewport. */
export interface View {
  w: number;
  h: number;
  /** CSS pixels per game unit; 1 unless told. */
  unitPx?: number;
}
const world: View = { w: W, h: H };

/** The smallest text the kit draws on screen, in CSS pixels: readable on a phone. */
const minTextPx = 13;

/** A font size in game units, grown so it is at least `minTextPx` on screen. */
export const readableSize = (size: number, view: View = world) =>
  Math.max(size, minTextPx / (view.unitPx ?? 1));

const font = (size: number) => `bold ${size}px system-ui, sans-serif`;

/** Words of `s` in lines no wider than `maxWidth` at `size`. */
function wrap(g: CanvasRenderingContext2D, s: string, size: number, maxWidth: number) {
  g.font = font(size);
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && g.measureText(next).width > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

export function text(
  g: CanvasRenderingContext2D,
  s: string,
  x: number,
  y: number,
  o: { size?: number; color?: string; align?: CanvasTextAlign } = {},
) {
  g.fillStyle = o.color ?? '#f8fafc';
  g.font = font(o.size ?? 16);
  g.textAlign = o.align ?? 'left';
  g.textBaseline = 'middle';
  g.fillText(s, x, y);
}

export function circle(
  g: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  color: string,
) {
  g.fillStyle = color;
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fill();
}

export function rect(
  g: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
) {
  g.fillStyle = color;
  g.fillRect(x, y, w, h);
}

/** Score and lives, top left and top right. */
export function hud(
  g: CanvasRenderingContext2D,
  score: number,
  lives?: number,
  label = 'Score',
  view: View = world,
) {
  const size = readableSize(16, view);
  const y = Math.max(18, size * 0.6 + 6);
  text(g, `${label} ${score}`, 12, y, { size });
  if (lives !== undefined)
    text(g, '♥'.repeat(Math.max(0, lives)), view.w - 12, y, {
      size,
      color: '#f87171',
      align: 'right',
    });
}

/** A dimmed card over the game with a title and a line or two. */
export function banner(
  g: CanvasRenderingContext2D,
  title: string,
  lines: string[],
  view: View = world,
) {
  rect(g, 0, 0, view.w, view.h, 'rgba(2, 6, 23, 0.72)');
  const x = view.w / 2;
  const size = readableSize(16, view);
  const titleSize = Math.max(28, size * 1.5);
  const rows = lines.flatMap((l) => wrap(g, l, size, view.w - 24));
  const gap = size * 1.6;
  // The title and the lines, centred together.
  const top = view.h / 2 - (titleSize * 1.4 + rows.length * gap) / 2;
  text(g, title, x, top + titleSize * 0.6, { size: titleSize, align: 'center' });
  rows.forEach((l, i) =>
    text(g, l, x, top + titleSize * 1.4 + gap * (i + 0.5), {
      size,
      align: 'center',
      color: '#cbd5e1',
    }),
  );
}

export const rand = (a: number, b: number) => a + Math.random() * (b - a);
export const clamp = (v: number, a: number, b: number) => Math.min(b, Math.max(a, v));
export const dist = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);
