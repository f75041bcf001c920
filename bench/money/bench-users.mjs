// Many distinct signed-in users at once. Signing up thousands through the API would spend
// minutes hashing passwords, so the rows a sign-in leaves (user + session) are written in
// one statement and each cookie is signed with AUTH_SECRET exactly as better-auth signs it
// (HMAC-SHA256 of the token, base64). Every measured request still authenticates through
// the server's own session lookup.
import { createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';

const cookieName = 'qtn.session_token';

export async function createUsers(url, { count, secret, tag }) {
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let ids;
  try {
    const { rows } = await client.query(
      `with t as (select token, ord from unnest($1::text[]) with ordinality as u(token, ord)),
       u as (
         insert into "user" (name, email, email_verified, username, display_username)
         select 'bench ' || $2 || ord, 'b' || $2 || ord || '@bench.local', true,
                'b' || $2 || ord, 'b' || $2 || ord
         from t order by ord
         returning id, username)
       insert into session (token, user_id, expires_at, updated_at)
       select t.token, u.id, now() + interval '30 minutes', now()
       from t join u on u.username = 'b' || $2 || t.ord
       returning token, user_id`,
      [tokens, tag],
    );
    ids = new Map(rows.map((r) => [r.token, r.user_id]));
  } finally {
    await client.end();
  }
  return tokens.map((token) => {
    const sig = createHmac('sha256', secret).update(token).digest('base64');
    return { id: ids.get(token), cookie: `${cookieName}=${encodeURIComponent(`${token}.${sig}`)}` };
  });
}

/** A short reward-eligible video per watch run: a reward is paid once per (user, item). */
export async function createContent(url, { title, durationSeconds }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into content (title, source_type, reward_eligible, duration_seconds, qtt_reward, url)
       values ($1, 'hosted', true, $2, 100000000, '/media/bench.mp4') returning id`,
      [title, durationSeconds],
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/** What POST /api/test/vaults/:id/unlock does, for every listed vault in one statement. */
export async function unlockVaults(url, ids) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `update vault set created_at = created_at - (make_interval(days => duration_days) + interval '1 minute'),
                        unlock_at = unlock_at - (make_interval(days => duration_days) + interval '1 minute')
       where id = any($1::text[]) and status = 'active'`,
      [ids],
    );
  } finally {
    await client.end();
  }
}
