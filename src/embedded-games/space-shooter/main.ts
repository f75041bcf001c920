import '../kit/page.css';
import { circle, clamp, dist, H, rand, rect, W } from '../kit/draw';
import { runGame } from '../kit/run-game';

interface Rock {
  x: number;
  y: number;
  r: number;
  vy: number;
}
interface State {
  x: number;
  shots: { x: number; y: number }[];
  rocks: Rock[];
  cool: number;
  next: number;
  t: number;
  score: number;
  lives: number;
  hurt: number;
  stars: { x: number; y: number }[];
}

const shipY = H - 36;

runGame<State>({
  title: 'Space Shooter',
  hint: '← → or drag to steer; your ship fires by itself',
  create: () => ({
    x: W / 2,
    shots: [],
    rocks: [],
    cool: 0,
    next: 0.5,
    t: 0,
    score: 0,
    lives: 3,
    hurt: 0,
    stars: Array.from({ length: 40 }, () => ({ x: rand(0, W), y: rand(0, H) })),
  }),
  update(s, dt, input) {
    s.t += dt;
    s.hurt = Math.max(0, s.hurt - dt);
    const dir =
      (input.held.has('arrowright') || input.held.has('d') ? 1 : 0) -
      (input.held.has('arrowleft') || input.held.has('a') ? 1 : 0);
    s.x += dir * 320 * dt;
    if (input.pointer.down) s.x += clamp(input.pointer.x - s.x, -400 * dt, 400 * dt);
    s.x = clamp(s.x, 20, W - 20);
    s.cool -= dt;
    if (s.cool <= 0) {
      s.shots.push({ x: s.x, y: shipY - 16 });
      s.cool = 0.22;
    }
    for (const p of s.shots) p.y -= 480 * dt;
    s.next -= dt;
    if (s.next <= 0) {
      const r = rand(12, 26);
      s.rocks.push({ x: rand(r, W - r), y: -r, r, vy: rand(60, 110) + s.t * 1.5 });
      s.next = Math.max(0.3, 0.9 - s.t / 100);
    }
    for (const rock of s.rocks) rock.y += rock.vy * dt;
    for (const rock of s.rocks) {
      const shot = s.shots.find((p) => dist(p, rock) < rock.r);
      if (shot) {
        shot.y = -99;
        rock.y = H + 99;
        s.score += 1;
      } else if (s.hurt === 0 && dist(rock, { x: s.x, y: shipY }) < rock.r + 14) {
        rock.y = H + 99;
        s.lives -= 1;
        s.hurt = 1;
      }
    }
    s.shots = s.shots.filter((p) => p.y > -10);
    s.rocks = s.rocks.filter((r) => r.y < H + r.r);
    for (const star of s.stars) star.y = (star.y + 40 * dt) % H;
  },
  draw(s, g) {
    rect(g, 0, 0, W, H, '#020617');
    for (const star of s.stars) rect(g, star.x, star.y, 2, 2, '#94a3b8');
    for (const p of s.shots) rect(g, p.x - 2, p.y - 6, 4, 12, '#38bdf8');
    for (const r of s.rocks) circle(g, r.x, r.y, r.r, '#a16207');
    if (s.hurt > 0 && Math.floor(s.hurt * 10) % 2 === 0) return;
    g.fillStyle = '#e2e8f0';
    g.beginPath();
    g.moveTo(s.x, shipY - 18);
    g.lineTo(s.x - 16, shipY + 14);
    g.lineTo(s.x + 16, shipY + 14);
    g.fill();
    circle(g, s.x, shipY, 5, '#38bdf8');
  },
  score: (s) => s.score,
  lives: (s) => s.lives,
  over: (s) => s.lives <= 0,
});
