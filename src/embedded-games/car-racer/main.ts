import '../kit/page.css';
import { H, rand, rect, text, W } from '../kit/draw';
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
const lanes = [W / 2 - 90, W / 2, W / 2 + 90];
const carY = H - 60;

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
  hint: '← → or A D, or tap left and right of the road',
  autostart: true,
  scoreLabel: 'Progress %',
  create: () => ({
    t: 0,
    lane: 1,
    x: lanes[1] ?? W / 2,
    speed: 0,
    run: 0,
    traffic: [],
    nextAt: 600,
    hurt: 0,
  }),
  update(s, dt, input) {
    s.t += dt;
    if (s.t < countdown) return;
    if (input.pressed.has('arrowleft') || input.pressed.has('a')) steer(s, -1);
    if (input.pressed.has('arrowright') || input.pressed.has('d')) steer(s, 1);
    for (const tap of input.taps) steer(s, tap.x < s.x ? -1 : 1);
    const target = lanes[s.lane] ?? W / 2;
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
      const cx = lanes[c.lane] ?? 0;
      if (s.hurt === 0 && Math.abs(cx - s.x) < 44 && Math.abs(c.y - carY) < 70) {
        s.speed *= 0.3;
        s.hurt = 1.2;
        c.y = H + 200;
      }
    }
    s.traffic = s.traffic.filter((c) => c.y < H + 100 && c.y > -200);
  },
  draw(s, g) {
    rect(g, 0, 0, W, H, '#166534');
    rect(g, W / 2 - 140, 0, 280, H, '#374151');
    const dash = s.run % 60;
    for (const x of [W / 2 - 45, W / 2 + 45])
      for (let y = -60 + dash; y < H; y += 60) rect(g, x - 3, y, 6, 30, '#e5e7eb');
    const finishY = carY - (trackLength - s.run) / 2;
    if (finishY > -20)
      for (let i = 0; i < 14; i++)
        rect(g, W / 2 - 140 + i * 20, finishY, 20, 12, i % 2 ? '#fff' : '#111');
    for (const c of s.traffic) drawCar(g, lanes[c.lane] ?? 0, c.y, c.color);
    if (s.hurt === 0 || Math.floor(s.hurt * 10) % 2) drawCar(g, s.x, carY, '#f8fafc', true);
    rect(g, 12, 34, 160, 8, '#1f2937');
    rect(g, 12, 34, (160 * s.run) / trackLength, 8, '#22c55e');
    text(g, `${Math.round((s.speed / topSpeed) * 180)} km/h`, W - 12, 40, {
      align: 'right',
      size: 14,
    });
    if (s.t < countdown)
      text(g, String(Math.ceil(countdown - s.t)), W / 2, H / 2, { size: 64, align: 'center' });
  },
  score: (s) => Math.floor((100 * s.run) / trackLength),
  over: (s) => s.run >= trackLength,
  overTitle: (s) => `Finished in ${Math.round(s.t - countdown)} s!`,
  overEvent: 'car-race-finished',
});
