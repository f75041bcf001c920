import '../kit/page.css';
import { circle, dist, H, rand, rect, W } from '../kit/draw';
import { runGame } from '../kit/run-game';

interface Mover {
  x: number;
  y: number;
  vx: number;
  vy: number;
}
interface State {
  aim: number;
  bullets: Mover[];
  zombies: (Mover & { hp: number })[];
  next: number;
  t: number;
  cool: number;
  score: number;
  lives: number;
}

const me = { x: W / 2, y: H / 2 };

function shoot(s: State, angle: number) {
  if (s.cool > 0) return;
  s.aim = angle;
  s.cool = 0.15;
  s.bullets.push({ x: me.x, y: me.y, vx: Math.cos(angle) * 520, vy: Math.sin(angle) * 520 });
}

runGame<State>({
  title: 'Zombie Shooting King',
  hint: 'Tap where to shoot, or aim with ← → and fire with Space',
  create: () => ({ aim: 0, bullets: [], zombies: [], next: 1, t: 0, cool: 0, score: 0, lives: 3 }),
  update(s, dt, input) {
    s.t += dt;
    s.cool -= dt;
    if (input.held.has('arrowleft') || input.held.has('a')) s.aim -= 3.5 * dt;
    if (input.held.has('arrowright') || input.held.has('d')) s.aim += 3.5 * dt;
    if (input.held.has(' ')) shoot(s, s.aim);
    for (const tap of input.taps) shoot(s, Math.atan2(tap.y - me.y, tap.x - me.x));
    s.next -= dt;
    if (s.next <= 0) {
      const a = rand(0, Math.PI * 2);
      const speed = rand(30, 50) + s.t * 0.8;
      const x = me.x + Math.cos(a) * 380;
      const y = me.y + Math.sin(a) * 380;
      s.zombies.push({
        x,
        y,
        vx: -Math.cos(a) * speed,
        vy: -Math.sin(a) * speed,
        hp: s.t > 40 && Math.random() < 0.3 ? 2 : 1,
      });
      s.next = Math.max(0.35, 1.3 - s.t / 50);
    }
    for (const m of [...s.bullets, ...s.zombies]) {
      m.x += m.vx * dt;
      m.y += m.vy * dt;
    }
    for (const z of s.zombies) {
      const b = s.bullets.find((x) => dist(x, z) < 16);
      if (b) {
        b.x = -999;
        z.hp -= 1;
        if (z.hp === 0) s.score += 1;
      }
      if (z.hp > 0 && dist(z, me) < 22) {
        z.hp = 0;
        s.lives -= 1;
      }
    }
    s.zombies = s.zombies.filter((z) => z.hp > 0);
    s.bullets = s.bullets.filter((b) => b.x > -20 && b.x < W + 20 && b.y > -20 && b.y < H + 20);
  },
  draw(s, g) {
    rect(g, 0, 0, W, H, '#14532d');
    for (let i = 0; i < 12; i++) circle(g, (i * 97) % W, (i * 53) % H, 18, '#166534');
    for (const z of s.zombies) {
      circle(g, z.x, z.y, 13, z.hp > 1 ? '#65a30d' : '#84cc16');
      circle(g, z.x - 4, z.y - 3, 2, '#7f1d1d');
      circle(g, z.x + 4, z.y - 3, 2, '#7f1d1d');
    }
    for (const b of s.bullets) circle(g, b.x, b.y, 3, '#fde047');
    g.strokeStyle = '#e2e8f0';
    g.lineWidth = 6;
    g.beginPath();
    g.moveTo(me.x, me.y);
    g.lineTo(me.x + Math.cos(s.aim) * 24, me.y + Math.sin(s.aim) * 24);
    g.stroke();
    circle(g, me.x, me.y, 14, '#f59e0b');
    circle(g, me.x, me.y - 12, 8, '#facc15');
  },
  score: (s) => s.score,
  lives: (s) => s.lives,
  over: (s) => s.lives <= 0,
});
