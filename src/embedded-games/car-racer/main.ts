import '../kit/page.css';
import { rand, rect, text, type View } from '../kit/draw';
import { runGame } from '../kit/run-game';
import { drawCar } from './draw-car';

/**
 * SUV Traffic Racer: the road is `track` seconds long at top speed (50 s; `?track=short`
 * makes it 24 s, with less traffic, for the browser tests). Crashes slow you down, so a race always ends, and
 * never sooner than the track allows: the server's 20 s minimum holds either way.
 */
const topSpeed = 600;
const short = new URLSearchParams(location.search).get('track') === 'short';
const trackSeconds = short ? 24 : 50;
/** Road between two cars of traffic; the short test track is quieter, so it stays short. */
const trafficGap = short ? [900, 1500] : [380, 720];
const trackLength = topSpeed * trackSeconds;
const countdown = 2;
/** The road is drawn down the middle of the view, which on a phone is taller than wide. */
const laneX = (v: View, lane: number) => v.w / 2 + (lane - 1) * 90;
const carY = (v: View) => v.h - 60;

interface Traffic {
  lane: number;
  y: number;
  speed: number;
  color: string;
}
interface State {
  t: number;
  lane: number;
  x: number;
  speed: number;
  run: number;
  traffic: Traffic[];
  nextAt: number;
  hurt: number;
}

const steer = (s: State, d: number) => (s.lane = Math.min(2, Math.max(0, s.lane + d)));

runGame<State>({
  title: 'SUV Traffic Racer',
  hint: 'Steer: ← → or A D, or tap a side',
  viewport: 'fill',
  scoreLabel: 'Progress %',
  create: () => ({
    t: 0,
    lane: 1,
    x: -1,
    speed: 0,
    run: 0,
    traffic: [],
    nextAt: 600,
    hurt: 0,
  }),
  update(s, dt, input, v) {
    if (s.x < 0) s.x = laneX(v, s.lane);
    s.t += dt;
    if (s.t < countdown) return;
    if (input.pressed.has('arrowleft') || input.pressed.has('a')) steer(s, -1);
    if (input.pressed.has('arrowright') || input.pressed.has('d')) steer(s, 1);
    for (const tap of input.taps) steer(s, tap.x < s.x ? -1 : 1);
    const target = laneX(v, s.lane);
    s.x += Math.sign(target - s.x) * Math.min(Math.abs(target - s.x), 480 * dt);
    s.hurt = Math.max(0, s.hurt - dt);
    s.speed = Math.min(topSpeed, s.speed + 220 * dt);
    s.run = Math.min(trackLength, s.run + s.speed * dt);
    if (s.run >= s.nextAt && s.run < trackLength - 900) {
      const colors = ['#ef4444', '#3b82f6', '#eab308', '#a855f7', '#f97316'];
      s.traffic.push({
        lane: Math.floor(rand(0, 3)),
        y: -60,
        speed: rand(220, 380),
        color: colors[Math.floor(rand(0, 5))] ?? '#fff',
      });
      s.nextAt = s.run + rand(trafficGap[0] ?? 380, trafficGap[1] ?? 720);
    }
    for (const c of s.traffic) {
      c.y += (s.speed - c.speed) * dt;
      const cx = laneX(v, c.lane);
      if (s.hurt === 0 && Math.abs(cx - s.x) < 44 && Math.abs(c.y - carY(v)) < 70) {
        s.speed *= 0.3;
        s.hurt = 1.2;
        c.y = v.h + 200;
      }
    }
    s.traffic = s.traffic.filter((c) => c.y < v.h + 100 && c.y > -200);
  },
  draw(s, g, v) {
    const mid = v.w / 2;
    rect(g, 0, 0, v.w, v.h, '#166534');
    rect(g, mid - 140, 0, 280, v.h, '#374151');
    const dash = s.run % 60;
    for (const x of [mid - 45, mid + 45])
      for (let y = -60 + dash; y < v.h; y += 60) rect(g, x - 3, y, 6, 30, '#e5e7eb');
    const finishY = carY(v) - (trackLength - s.run) / 2;
    if (finishY > -20)
      for (let i = 0; i < 14; i++)
        rect(g, mid - 140 + i * 20, finishY, 20, 12, i % 2 ? '#fff' : '#111');
    for (const c of s.traffic) drawCar(g, laneX(v, c.lane), c.y, c.color);
    const x = s.x < 0 ? laneX(v, s.lane) : s.x;
    if (s.hurt === 0 || Math.floor(s.hurt * 10) % 2) drawCar(g, x, carY(v), '#f8fafc', true);
    rect(g, 12, 34, 160, 8, '#1f2937');
    rect(g, 12, 34, (160 * s.run) / trackLength, 8, '#22c55e');
    text(g, `${Math.round((s.speed / topSpeed) * 180)} km/h`, v.w - 12, 18, {
      align: 'right',
      size: 16,
    });
    // Counts down once the driver has started (the title card shows before that).
    if (s.t > 0 && s.t < countdown)
      text(g, String(Math.ceil(countdown - s.t)), mid, v.h / 2, { size: 64, align: 'center' });
  },
  score: (s) => Math.floor((100 * s.run) / trackLength),
  over: (s) => s.run >= trackLength,
  overTitle: (s) => `Finished in ${Math.round(s.t - countdown)} s!`,
  overEvent: 'car-race-finished',
});
