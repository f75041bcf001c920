import { rect } from '../kit/draw';

/** A top-down car (the player's SUV is taller and has a roof rack). */
export function drawCar(
  g: CanvasRenderingContext2D,
  x: number,
  y: number,
  color: string,
  suv = false,
) {
  const w = suv ? 40 : 36;
  const h = suv ? 66 : 58;
  rect(g, x - w / 2 - 3, y - h / 2 + 8, 6, 14, '#111');
  rect(g, x + w / 2 - 3, y - h / 2 + 8, 6, 14, '#111');
  rect(g, x - w / 2 - 3, y + h / 2 - 22, 6, 14, '#111');
  rect(g, x + w / 2 - 3, y + h / 2 - 22, 6, 14, '#111');
  rect(g, x - w / 2, y - h / 2, w, h, color);
  rect(g, x - w / 2 + 5, y - h / 2 + 10, w - 10, 12, '#0f172a');
  rect(g, x - w / 2 + 5, y + h / 2 - 16, w - 10, 8, '#0f172a');
  if (suv) for (let i = 0; i < 3; i++) rect(g, x - w / 2 + 6, y - 6 + i * 8, w - 12, 3, '#64748b');
}
