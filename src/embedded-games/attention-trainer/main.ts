import '../kit/page.css';
import { circle, H, rand, rect, text, W } from '../kit/draw';
import { runGame } from '../kit/run-game';

/** A 3×3 board; keys 1–9 (or Q W E / A S D / Z X C) hit a cell as a tap would. */
const cellKeys = ['q', 'w', 'e', 'a', 's', 'd', 'z', 'x', 'c'];
const numKeys = ['7', '8', '9', '4', '5', '6', '1', '2', '3'];
const cellW = 150;
const cellH = 100;
const left = (W - 3 * cellW) / 2;
const top = 40;
const centre = (i: number) => ({
  x: left + (i % 3) * cellW + cellW / 2,
  y: top + Math.floor(i / 3) * cellH + cellH / 2,
});

interface Target {
  cell: number;
  decoy: boolean;
  life: number;
  max: number;
}
interface State {
  t: number;
  next: number;
  targets: Target[];
  score: number;
  lives: number;
  flash: number;
}

function hit(s: State, cell: number) {
  const i = s.targets.findIndex((x) => x.cell === cell);
  if (i < 0) return;
  const [target] = s.targets.splice(i, 1);
  if (target?.decoy) {
    s.lives -= 1;
    s.flash = 0.3;
  } else s.score += 1;
}

runGame<State>({
  title: 'Attention Trainer',
  hint: 'Hit the glowing targets, leave the grey decoys',
  create: () => ({ t: 0, next: 0.6, targets: [], score: 0, lives: 3, flash: 0 }),
  update(s, dt, input) {
    s.t += dt;
    s.flash = Math.max(0, s.flash - dt);
    s.next -= dt;
    if (s.next <= 0) {
      const free = [...Array(9).keys()].filter((c) => !s.targets.some((x) => x.cell === c));
      const cell = free[Math.floor(Math.random() * free.length)];
      const max = Math.max(0.9, 2 - s.t / 60);
      if (cell !== undefined) s.targets.push({ cell, decoy: Math.random() < 0.3, life: max, max });
      s.next = Math.max(0.35, 1 - s.t / 90) * rand(0.7, 1.3);
    }
    for (const target of s.targets) target.life -= dt;
    for (const gone of s.targets.filter((x) => x.life <= 0 && !x.decoy)) {
      s.lives -= 1;
      s.flash = 0.3;
      void gone;
    }
    s.targets = s.targets.filter((x) => x.life > 0);
    for (const tap of input.taps) {
      const col = Math.floor((tap.x - left) / cellW);
      const row = Math.floor((tap.y - top) / cellH);
      if (col >= 0 && col < 3 && row >= 0 && row < 3) hit(s, row * 3 + col);
    }
    for (const key of input.pressed) {
      const cell = Math.max(cellKeys.indexOf(key), numKeys.indexOf(key));
      if (cell >= 0) hit(s, cell);
    }
  },
  draw(s, g) {
    rect(g, 0, 0, W, H, s.flash > 0 ? '#450a0a' : '#0f172a');
    for (let i = 0; i < 9; i++) {
      const c = centre(i);
      rect(g, c.x - cellW / 2 + 4, c.y - cellH / 2 + 4, cellW - 8, cellH - 8, '#1e293b');
      text(g, cellKeys[i]?.toUpperCase() ?? '', c.x - cellW / 2 + 14, c.y - cellH / 2 + 16, {
        size: 11,
        color: '#475569',
      });
    }
    for (const x of s.targets) {
      const c = centre(x.cell);
      const r = 14 + 22 * (x.life / x.max);
      if (!x.decoy) circle(g, c.x, c.y, r + 8, 'rgba(250, 204, 21, 0.25)');
      circle(g, c.x, c.y, r, x.decoy ? '#64748b' : '#facc15');
    }
  },
  score: (s) => s.score,
  lives: (s) => s.lives,
  over: (s) => s.lives <= 0,
});
