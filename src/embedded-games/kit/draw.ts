/** The logical size every game draws at; the canvas scales it to fit, keeping the ratio. */
export const W = 640;
export const H = 360;

/** The logical area on screen: W × H, or larger along one side in a 'fill' viewport. */
export interface View {
  w: number;
  h: number;
}
const world: View = { w: W, h: H };

export function text(
  g: CanvasRenderingContext2D,
  s: string,
  x: number,
  y: number,
  o: { size?: number; color?: string; align?: CanvasTextAlign } = {},
) {
  g.fillStyle = o.color ?? '#f8fafc';
  g.font = `bold ${o.size ?? 16}px system-ui, sans-serif`;
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
  text(g, `${label} ${score}`, 12, 18);
  if (lives !== undefined)
    text(g, '♥'.repeat(Math.max(0, lives)), view.w - 12, 18, { color: '#f87171', align: 'right' });
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
  const y = view.h / 2;
  text(g, title, x, y - 30, { size: 28, align: 'center' });
  lines.forEach((l, i) =>
    text(g, l, x, y + 12 + i * 26, { size: 16, align: 'center', color: '#cbd5e1' }),
  );
}

export const rand = (a: number, b: number) => a + Math.random() * (b - a);
export const clamp = (v: number, a: number, b: number) => Math.min(b, Math.max(a, v));
export const dist = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);
