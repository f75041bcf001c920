import { describe, expect, it } from 'vitest';
import { blankContentForm, checkContentForm, toDraft, toQttReward } from './content-form';

const watchUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('toQttReward', () => {
  it('reads numbers and makes anything else 0', () => {
    expect(toQttReward('2.5')).toBe('2.5');
    expect(toQttReward(' 3 ')).toBe('3');
    expect(toQttReward('abc')).toBe('0');
    expect(toQttReward('')).toBe('0');
  });
});

describe('toDraft', () => {
  it('sends the YouTube id, no video URL, nulls for empty text and never a reward', () => {
    expect(
      toDraft({ ...blankContentForm, youtubeUrl: watchUrl, title: ' Hi ', rewardEligible: true }),
    ).toEqual({
      title: 'Hi',
      creator: null,
      thumbnail_url: null,
      video_url: null,
      source_type: 'youtube',
      youtube_id: 'dQw4w9WgXcQ',
      reward_eligible: false,
      qtt_reward: '1',
      description: null,
      duration_seconds: null,
    });
  });

  it('sends the video URL and no YouTube id for a hosted item', () => {
    const draft = toDraft({
      ...blankContentForm,
      source: 'hosted',
      youtubeUrl: watchUrl,
      title: 'Hosted',
      videoUrl: '/media/uploads/a.mp4',
      rewardEligible: true,
      qttReward: '5',
      durationSeconds: '120',
      description: 'About it',
    });
    expect(draft).toMatchObject({
      video_url: '/media/uploads/a.mp4',
      youtube_id: null,
      reward_eligible: true,
      qtt_reward: '5',
      duration_seconds: 120,
      description: 'About it',
    });
  });
});

describe('checkContentForm', () => {
  it('says the YouTube id could not be parsed, under the URL field', () => {
    const check = checkContentForm({ ...blankContentForm, title: 'T', youtubeUrl: 'nope' });
    expect(check).toEqual({
      ok: false,
      errors: { youtubeUrl: 'Could not parse YouTube ID' },
    });
  });

  it('asks a hosted item for its video URL, and a rewarded one for its duration', () => {
    const check = checkContentForm({
      ...blankContentForm,
      source: 'hosted',
      title: 'T',
      rewardEligible: true,
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.videoUrl).toBe('A hosted item needs a video URL');
    expect(check.errors.durationSeconds).toBe('A reward-eligible item needs its duration');
  });

  it('words number errors for people', () => {
    const check = checkContentForm({
      ...blankContentForm,
      title: 'T',
      youtubeUrl: watchUrl,
      qttReward: '5000',
      durationSeconds: '1.5',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        qttReward: 'Enter a reward from 0 to 1,000 QTT.',
        durationSeconds: 'Enter the duration in whole seconds, from 1 to 86,400.',
      },
    });
  });
});
