import { qtt } from '@/domain/money/qtt';
import { youtubeThumbnailUrl, youtubeWatchUrl } from '@/domain/content/youtube-id';
import { content } from '../db/schema';
import type { SeedStep } from '../db/seed';

interface DemoItem {
  title: string;
  creator: string;
  description: string;
  durationSeconds: number;
  hosted?: { file: string; rewardQtt: number | null };
  youtubeId?: string;
}

/**
 * Short synthetic videos that ship with the app (scripts/make-demo-media.sh) are
 * reward-eligible; the YouTube items are Discovery Only (product rules R5).
 */
const demoItems: DemoItem[] = [
  {
    title: 'Focus in 15 seconds',
    creator: 'QTN Studio',
    description: 'A quick warm-up for your attention: watch the pattern to the end to earn.',
    durationSeconds: 15,
    hosted: { file: 'focus-15s', rewardQtt: 2 },
  },
  {
    title: 'Colour bars, slowly',
    creator: 'QTN Studio',
    description: 'Broadcast colour bars, held still. Surprisingly calming.',
    durationSeconds: 24,
    hosted: { file: 'colour-bars-24s', rewardQtt: 3 },
  },
  {
    title: 'Into the Mandelbrot set',
    creator: 'Fractal Friends',
    description: 'A slow zoom along the edge of the most famous fractal.',
    durationSeconds: 32,
    hosted: { file: 'mandelbrot-32s', rewardQtt: 5 },
  },
  {
    title: 'Gradient drift',
    creator: 'Ambient Lab',
    description: 'Colours drifting into one another for forty-eight seconds.',
    durationSeconds: 48,
    hosted: { file: 'gradients-48s', rewardQtt: 4 },
  },
  {
    title: 'RGB sweep (behind the scenes)',
    creator: 'QTN Studio',
    description: 'How we test colour on the player. Discovery only: no reward.',
    durationSeconds: 20,
    hosted: { file: 'rgb-sweep-20s', rewardQtt: null },
  },
  {
    title: 'Big Buck Bunny',
    creator: 'Blender',
    description: 'The Blender Foundation open movie. Watch on YouTube; Discovery Only.',
    durationSeconds: 634,
    youtubeId: 'aqz-KE-bpKQ',
  },
  {
    title: 'Sintel',
    creator: 'Blender',
    description: 'A girl, a dragon and a long search. Blender open movie; Discovery Only.',
    durationSeconds: 888,
    youtubeId: 'eRsGyueVLvQ',
  },
  {
    title: 'Tears of Steel',
    creator: 'Blender',
    description: 'Science fiction in Amsterdam, made with open tools. Discovery Only.',
    durationSeconds: 734,
    youtubeId: 'R6MlUcmOul8',
  },
];

export const demoContentStep: SeedStep = {
  name: 'demo-content',
  run: async ({ db }) => {
    const base = Date.now();
    // Listed first = newest, so the catalogue opens with the shortest rewarded video.
    const rows = demoItems.map((d, i) => {
      const createdAt = new Date(base - i * 3_600_000);
      if (d.youtubeId) {
        return {
          title: d.title,
          creator: d.creator,
          description: d.description,
          durationSeconds: d.durationSeconds,
          sourceType: 'youtube' as const,
          youtubeId: d.youtubeId,
          url: youtubeWatchUrl(d.youtubeId),
          thumbnailUrl: youtubeThumbnailUrl(d.youtubeId),
          rewardEligible: false,
          qttReward: 0n,
          createdAt,
        };
      }
      const file = d.hosted?.file ?? '';
      const reward = d.hosted?.rewardQtt ?? null;
      return {
        title: d.title,
        creator: d.creator,
        description: d.description,
        durationSeconds: d.durationSeconds,
        sourceType: 'hosted' as const,
        videoUrl: `/media/demo/${file}.webm`,
        thumbnailUrl: `/media/demo/${file}.jpg`,
        rewardEligible: reward !== null,
        qttReward: reward === null ? 0n : qtt(reward),
        createdAt,
      };
    });
    await db.insert(content).values(rows);
  },
};
