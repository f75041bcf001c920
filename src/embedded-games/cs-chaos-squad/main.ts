import '../kit/page.css';
import { circle, clamp, dist, H, rand, rect, W } from '../kit/draw';
import { runGame } from '../kit/run-game';

interface Point {
  x: number;
  y: number;
}
interface State {
  me: Point;
  shots: (Point & { vx: number; vy: number })[];
  foes: (Point & { speed: number })[];
  cool: number;
  next: number;
  t: number;
  score: number;
  lives: number;
  hurt: number;
}

const walls = [
  { x: 140, y: 80, w: 60, h: 60 },
  { x: 440, y: 80, w: 60, h: 60 },
  { x: 140, y: 220, w: 60, h: 60 },
  { x: 440, y: 220, w: 60, h: 60 },
];
const inWall = (p: Point) =>
  walls.some((w) => p.x > w.x && p.x < w.x + w.w && p.y > w.y && p.y < w.y + w.h);

runGame<State>({
  title: 'CS Chaos Squad',
  hint: 'Move with WASD / arrows or hold a finger where to go; you fire by yourself',
  create: () => ({
    me: { x: W / 2, y: H / 2 },
    shots: [],
    foes: [],
    cool: 0,
    next: 1,
    t: 0,
    score: 0,
    lives: 3,
    hurt: 0,
  }),
  update(s, dt, input) {
    s.t += dt;
    s.hurt = Math.max(0, s.hurt - dt);
    const h = input.held;
    let dx =
      (h.has('arrowright') || h.has('d') ? 1 : 0) - (h.has('arrowleft') || h.has('a') ? 1 : 0);
    let dy = (h.has('arrowdown') || h.has('s') ? 1 : 0) - (h.has('arrowup') || h.has('w') ? 1 : 0);
    if (input.pointer.down) {
      const d = dist(input.pointer, s.me);
      if (d > 6) [dx, dy] = [(input.pointer.x - s.me.x) / d, (input.pointer.y - s.me.y) / d];
    }
    const next = {
      x: clamp(s.me.x + dx * 200 * dt, 12, W - 12),
      y: clamp(s.me.y + dy * 200 * dt, 12, H - 12),
    };
    if (!inWall(next)) s.me = next;
    s.cool -= dt;
    const target = [...s.foes].sort((a, b) => dist(a, s.me) - dist(b, s.me))[0];
    if (target && s.cool <= 0) {
      const d = dist(target, s.me) || 1;
      s.shots.push({
        ...s.me,
        vx: ((target.x - s.me.x) / d) * 420,
        vy: ((target.y - s.me.y) / d) * 420,
      });
      s.cool = 0.35;
    }
    s.next -= dt;
    if (s.next <= 0) {
      const side = Math.floor(rand(0, 4));
      const p =
        side < 2
          ? { x: side ? W + 10 : -10, y: rand(0, H) }
          : { x: rand(0, W), y: side === 2 ? -10 : H + 10 };
      s.foes.push({ ...p, speed: rand(50, 80) + s.t });
      s.next = Math.max(0.4, 1.4 - s.t / 45);
    }
    for (const b of s.shots) {
      b.x += b.vx * dt;
      b.y += b.vy * dt;
      if (inWall(b)) b.x = -999;
    }
    for (const f of s.foes) {
      const d = dist(f, s.me) || 1;
      const step = {
        x: f.x + ((s.me.x - f.x) / d) * f.speed * dt,
        y: f.y + ((s.me.y - f.y) / d) * f.speed * dt,
      };
      if (!inWall(step)) Object.assign(f, step);
      else f.y += (f.y < H / 2 ? -1 : 1) * f.speed * dt;
      const hit = s.shots.find((b) => dist(b, f) < 14);
      if (hit) {
        hit.x = -999;
        f.x = -999;
        s.score += 1;
      } else if (s.hurt === 0 && d < 22) {
        f.x = -999;
        s.lives -= 1;
        s.hurt = 1;
      }
    }
    s.foes = s.foes.filter((f) => f.x > -500);
    s.shots = s.shots.filter((b) => b.x > -20 && b.x < W + 20 && b.y > -20 && b.y < H + 20);
  },
  draw(s, g) {
    rect(g, 0, 0, W, H, '#44403c');
    for (const w of walls) rect(g, w.x, w.y, w.w, w.h, '#a8a29e');
    for (const f of s.foes) rect(g, f.x - 11, f.y - 11, 22, 22, '#dc2626');
    for (const b of s.shots) circle(g, b.x, b.y, 3, '#fef08a');
    if (s.hurt === 0 || Math.floor(s.hurt * 10) % 2) circle(g, s.me.x, s.me.y, 12, '#3b82f6');
  },
  score: (s) => s.score,
  lives: (s) => s.lives,
  over: (s) => s.lives <= 0,
});
