import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@/domain/api/content';
import type { SecurityCenterResponse } from '@/domain/api/security-center';
import { signedInAdmin, signedInUser } from '@/test/admin-helpers';
import { insertContent } from '@/test/factories';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { viewer } from '@/test/watch-helpers';
import { startOembedStandIn } from '../../../dev/oembed-stand-in';

const adminKey = 'k'.repeat(32);
let t: TestApp;
let admin: string;
let member: string;
let oembed: Awaited<ReturnType<typeof startOembedStandIn>>;
beforeAll(async () => {
  oembed = await startOembedStandIn();
  t = await createTestApp({ env: { OEMBED_URL: oembed.url, ADMIN_KEY: adminKey } });
  admin = (await signedInAdmin(t)).cookie;
  member = (await signedInUser(t)).cookie;
});
afterAll(async () => {
  await t.close();
  await oembed.close();
});

const as = (cookie: string | null) => (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
  });
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  as(admin)(method, url, payload);

const hostedDraft = {
  title: 'Lunch break',
  creator: 'Someone',
  source_type: 'hosted',
  video_url: '/media/demo/focus-15s.webm',
  thumbnail_url: '/media/demo/focus-15s.jpg',
  youtube_id: null,
  reward_eligible: true,
  qtt_reward: '2.5',
  description: '',
  duration_seconds: 15,
};

describe('content catalogue', () => {
  it('lists newest first, answers one item, and up to 12 related ones', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 14; i++)
      ids.push(
        await insertContent(t.database.db, { createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }),
      );
    const list = (await as(null)('GET', '/api/content')).json() as { items: ContentItem[] };
    const dates = list.items.map((i) => i.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = ids.at(-1) ?? '';
    const one = (
      await as(null)('GET', `/.netlify/functions/content/${newest}`)
    ).json() as ContentItem;
    expect(one).toMatchObject({
      id: newest,
      source_type: 'hosted',
      reward_eligible: true,
      qtt_reward: '2',
      duration_seconds: 30,
    });
    const related = (await as(null)('GET', `/api/content/${newest}/related`)).json() as {
      items: ContentItem[];
    };
    expect(related.items).toHaveLength(12);
    expect(related.items.map((i) => i.id)).not.toContain(newest);
    expect(related.items[0]?.id).toBe(ids.at(-2));
  });

  it("answers 404 'Content not found.' for unknown or malformed ids", async () => {
    for (const id of [crypto.randomUUID(), 'nope', '%00']) {
      const res = await as(null)('GET', `/api/content/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { message: 'Content not found.' } });
    }
  });
});

describe('admin-add-content', () => {
  it('saves a hosted draft for admins only', async () => {
    expect((await as(null)('POST', '/api/admin-add-content', hostedDraft)).statusCode).toBe(401);
    expect((await as(member)('POST', '/api/admin-add-content', hostedDraft)).statusCode).toBe(403);
    const res = await asAdmin('POST', '/api/admin-add-content', hostedDraft);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { ok: boolean; id: string };
    const item = (await as(null)('GET', `/api/content/${id}`)).json() as ContentItem;
    expect(item).toMatchObject({
      title: 'Lunch break',
      qtt_reward: '2.5',
      description: null,
      youtube_id: null,
      reward_eligible: true,
    });
  });

  it('saves YouTube items as Discovery Only and refuses rewards on them', async () => {
    const draft = {
      ...hostedDraft,
      source_type: 'youtube',
      youtube_id: 'aqz-KE-bpKQ',
      video_url: null,
      reward_eligible: false,
    };
    const res = await asAdmin('POST', '/api/admin-add-content', draft);
    expect(res.statusCode, res.body).toBe(201);
    const item = (
      await as(null)('GET', `/api/content/${(res.json() as { id: string }).id}`)
    ).json() as ContentItem;
    expect(item).toMatchObject({
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      video_url: null,
      reward_eligible: false,
    });
    const refused = await asAdmin('POST', '/api/admin-add-content', {
      ...draft,
      reward_eligible: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { message: 'YouTube items are Discovery Only and cannot be reward eligible' },
    });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [
      { source_type: 'youtube', youtube_id: 'bad', reward_eligible: false },
      'Could not parse YouTube ID',
    ],
    [{ video_url: 'javascript:alert(1)' }, 'Must be an http(s) URL or a /media/ path'],
    [{ duration_seconds: null }, 'A reward-eligible item needs its duration'],
    [{ qtt_reward: '-1' }, undefined],
    [{ qtt_reward: '0.000000001' }, 'Use at most 8 decimal places.'],
    [{ qtt_reward: 2.5 }, 'Enter the amount as text, e.g. "12.50".'],
    [{ title: 'Lunch\u0000break' }, 'Text cannot contain NUL characters.'],
  ])('refuses %o with a clear message', async (change, message) => {
    const res = await asAdmin('POST', '/api/admin-add-content', { ...hostedDraft, ...change });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json()).toMatchObject({ error: { message } });
  });
});

describe('oembed', () => {
  it('fetches YouTube metadata through the configured provider', async () => {
    const url = encodeURIComponent('https://youtu.be/aqz-KE-bpKQ');
    const res = await asAdmin('GET', `/api/oembed?url=${url}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      title: 'Stand-in video aqz-KE-bpKQ',
      author_name: 'Stand-in Creator',
      thumbnail_url: '/media/demo/colour-bars-24s.jpg',
    });
    expect((await as(member)('GET', `/api/oembed?url=${url}`)).statusCode).toBe(403);
  });

  it('explains failures: unknown video, unparsable URL, unreachable provider', async () => {
    const missing = await asAdmin(
      'GET',
      `/api/oembed?url=${encodeURIComponent('https://youtu.be/missing0000')}`,
    );
    expect(missing.statusCode).toBe(502);
    expect(missing.json()).toMatchObject({ error: { message: 'provider answered 404' } });
    const bad = await asAdmin(
      'GET',
      `/api/oembed?url=${encodeURIComponent('https://example.com/x')}`,
    );
    expect(bad.json()).toMatchObject({ error: { message: 'Could not parse YouTube ID' } });
    const offline = await createTestApp({ env: { OEMBED_URL: 'http://127.0.0.1:9/oembed' } });
    try {
      const { cookie } = await signedInAdmin(offline);
      const res = await offline.app.inject({
        url: '/api/oembed?url=https%3A%2F%2Fyoutu.be%2Faqz-KE-bpKQ',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error: { message: 'provider unreachable' } });
    } finally {
      await offline.close();
    }
  });
});

describe('media upload', () => {
  const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64, 1)]);
  const upload = (cookie: string | null, body: Buffer, type: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: body,
      headers: { origin: testOrigin, 'content-type': type, ...(cookie ? { cookie } : {}) },
    });

  it('stores an admin upload and serves it', async () => {
    const res = await upload(admin, webm, 'video/webm');
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.webm$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(webm)).toBe(true);
    expect(
      fs.existsSync(path.join(t.config.DATA_DIR, 'media', 'uploads', path.basename(url))),
    ).toBe(true);
  });

  it('refuses non-admins, wrong types and disguised files', async () => {
    expect((await upload(member, webm, 'video/webm')).statusCode).toBe(403);
    expect((await upload(admin, Buffer.from('<html>'), 'video/webm')).statusCode).toBe(415);
    expect((await upload(admin, webm, 'text/html')).statusCode).toBe(415);
  });
});

describe('security-center', () => {
  it('shows sessions and rewards with their evidence to admins and to the admin key', async () => {
    const v = await viewer(t);
    const id = await insertContent(t.database.db, { title: 'Evidence video' });
    await v.watch(id, 30);
    const live = await v.start(id);
    await v.beat(live);
    const res = await t.app.inject({
      url: '/api/security-center?summary=1',
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SecurityCenterResponse;
    expect(body.summary).toMatchObject({ activeSessions: 1, rewardsToday: 1, rewardedToday: '2' });
    expect(body.rewards[0]).toMatchObject({
      userId: v.id,
      contentId: id,
      contentTitle: 'Evidence video',
      reward: '2',
      seconds: 30,
      heartbeats: 2,
    });
    const [active, done] = body.sessions;
    expect(active).toMatchObject({
      status: 'active',
      seconds: 10,
      heartbeats: 1,
      contentTitle: 'Evidence video',
    });
    expect(done).toMatchObject({ status: 'completed', seconds: 30, heartbeats: 2 });
    const full = (
      await asAdmin('GET', '/.netlify/functions/security-center')
    ).json() as SecurityCenterResponse;
    expect(full.summary).toBeUndefined();
    expect(full.sessions.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses members, strangers and wrong keys', async () => {
    expect((await as(member)('GET', '/api/security-center')).statusCode).toBe(403);
    expect((await as(null)('GET', '/api/security-center')).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/api/security-center',
      headers: { authorization: `Bearer ${adminKey}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: { message: 'The admin key is not valid.' } });
    const keyless = await createTestApp();
    try {
      const res = await keyless.app.inject({
        url: '/api/security-center',
        headers: { authorization: `Bearer ${adminKey}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        error: { message: 'Admin keys are not enabled on this server.' },
      });
    } finally {
      await keyless.close();
    }
  });
});
