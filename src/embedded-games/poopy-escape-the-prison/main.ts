import '../kit/page.css';
import { circle, H, rand, rect, text, W } from '../kit/draw';
import { runGame } from '../kit/run-game';

interface Thing {
  x: number;
  y: number;
  w: number;
  h: number;
  key: boolean;
}
interface State {
  y: number;
  vy: number;
  jumps: number;
  things: Thing[];
  next: number;
  speed: number;
  run: number;
  keys: number;
  caught: boolean;
}

const ground = H - 50;
const px = 110;

runGame<State>({
  title: 'Poopy: Escape the Prison',
  hint: 'Space, ↑ or tap to jump (twice for a double jump); grab the keys',
  create: () => ({
    y: ground,
    vy: 0,
    jumps: 0,
    things: [],
    next: 1,
    speed: 220,
    run: 0,
    keys: 0,
    caught: false,
  }),
  update(s, dt, input) {
    if (
      (input.pressed.has(' ') || input.pressed.has('arrowup') || input.taps.length > 0) &&
      s.jumps < 2
    ) {
      s.vy = -430;
      s.jumps += 1;
    }
    s.vy += 1300 * dt;
    s.y = Math.min(ground, s.y + s.vy * dt);
    if (s.y === ground) s.jumps = 0;
    s.speed += 6 * dt;
    s.run += s.speed * dt;
    s.next -= dt;
    if (s.next <= 0) {
      const tall = Math.random() < 0.4;
      s.things.push({ x: W + 20, y: ground, w: 26, h: tall ? 56 : 32, key: false });
      if (Math.random() < 0.5)
        s.things.push({ x: W + rand(80, 160), y: ground - rand(90, 140), w: 16, h: 16, key: true });
      s.next = rand(0.9, 1.6) * (260 / s.speed);
    }
    for (const t of s.things) {
      t.x -= s.speed * dt;
      const hit = px + 14 > t.x && px - 14 < t.x + t.w && s.y > t.y - t.h && s.y - 30 < t.y;
      if (hit && t.key) {
        t.x = -999;
        s.keys += 1;
      } else if (hit) s.caught = true;
    }
    s.things = s.things.filter((t) => t.x > -60);
  },
  draw(s, g) {
    rect(g, 0, 0, W, H, '#292524');
    for (let x = -(s.run % 80); x < W; x += 80) rect(g, x, 40, 6, ground - 40, '#57534e');
    rect(g, 0, ground, W, H - ground, '#44403c');
    for (const t of s.things) {
      if (t.key) {
        circle(g, t.x + 8, t.y - 8, 8, '#facc15');
        text(g, '⚷', t.x + 8, t.y - 8, { size: 12, color: '#422006', align: 'center' });
      } else rect(g, t.x, t.y - t.h, t.w, t.h, '#1d4ed8');
    }
    circle(g, px, s.y - 12, 14, '#92400e');
    circle(g, px, s.y - 28, 10, '#a16207');
    circle(g, px + 4, s.y - 30, 2, '#f8fafc');
  },
  score: (s) => Math.floor(s.run / 50) + s.keys * 5,
  over: (s) => s.caught,
});
