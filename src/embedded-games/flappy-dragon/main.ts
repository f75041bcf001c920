import '../kit/page.css';
import { circle, H, rand, rect, W } from '../kit/draw';
import { runGame } from '../kit/run-game';

const gap = 120;
const towerW = 56;
interface Tower {
  x: number;
  gapY: number;
  passed: boolean;
}
interface State {
  y: number;
  vy: number;
  towers: Tower[];
  score: number;
  dead: boolean;
  wing: number;
}

const dragonX = 150;

runGame<State>({
  title: 'Flappy Dragon',
  hint: 'Space, ↑ or tap to flap between the towers',
  create: () => ({ y: H / 2, vy: 0, towers: [], score: 0, dead: false, wing: 0 }),
  update(s, dt, input) {
    if (input.pressed.has(' ') || input.pressed.has('arrowup') || input.taps.length > 0) {
      s.vy = -300;
      s.wing = 0.15;
    }
    s.wing = Math.max(0, s.wing - dt);
    s.vy += 900 * dt;
    s.y += s.vy * dt;
    const last = s.towers[s.towers.length - 1];
    if (!last || last.x < W - 230)
      s.towers.push({ x: W + 20, gapY: rand(90, H - 90), passed: false });
    for (const t of s.towers) {
      t.x -= 150 * dt;
      if (!t.passed && t.x + towerW < dragonX) {
        t.passed = true;
        s.score += 1;
      }
      const inX = dragonX + 14 > t.x && dragonX - 14 < t.x + towerW;
      if (inX && (s.y - 12 < t.gapY - gap / 2 || s.y + 12 > t.gapY + gap / 2)) s.dead = true;
    }
    s.towers = s.towers.filter((t) => t.x > -towerW);
    if (s.y > H - 12 || s.y < 0) s.dead = true;
  },
  draw(s, g) {
    rect(g, 0, 0, W, H, '#1e1b4b');
    circle(g, 520, 70, 30, '#fef3c7');
    for (const t of s.towers) {
      rect(g, t.x, 0, towerW, t.gapY - gap / 2, '#78716c');
      rect(g, t.x, t.gapY + gap / 2, towerW, H, '#78716c');
      rect(g, t.x - 4, t.gapY - gap / 2 - 12, towerW + 8, 12, '#a8a29e');
      rect(g, t.x - 4, t.gapY + gap / 2, towerW + 8, 12, '#a8a29e');
    }
    circle(g, dragonX, s.y, 14, '#22c55e');
    circle(g, dragonX + 12, s.y - 6, 7, '#16a34a');
    circle(g, dragonX + 15, s.y - 8, 2, '#f8fafc');
    const wingY = s.wing > 0 ? s.y + 10 : s.y - 14;
    g.fillStyle = '#4ade80';
    g.beginPath();
    g.moveTo(dragonX - 6, s.y);
    g.lineTo(dragonX - 22, wingY);
    g.lineTo(dragonX + 4, s.y - 2);
    g.fill();
  },
  score: (s) => s.score,
  over: (s) => s.dead,
});
