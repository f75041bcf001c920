// Set-based seed for bench/growth.mjs: one size of data, written with generate_series so
// 10^6 rows take tens of seconds. Every row satisfies the real schema (keys, checks,
// foreign keys) and every balance is recomputed from the journal at the end, so the
// ledger reconciles. Shapes, for `n` ledger transfers:
//   users n/10; one heavy user (signed up over HTTP) with n/10 transfers at 48 a day and
//   n/20 watch sessions at 20 a day, going back years: a long history, not a dense today;
//   the rest of the journal and of the watch sessions spread over the last 60 days;
//   yesterday one completed watch per user (the daily allocation's 10^5 users at 10^6);
//   game sessions n/4 over 60 days; one watch reward per user.

/** Counts derived from the transfer count, so both sizes have the same shape. */
export function shapeOf(n) {
  return {
    transfers: n,
    users: Math.max(10, Math.round(n / 10)),
    heavyTransfers: Math.round(n / 10),
    watchSessions: n,
    heavyWatches: Math.round(n / 20),
    gameSessions: Math.round(n / 4),
    content: 20,
  };
}

const day = 86_400_000;

/** Seeds one database; `heavyId` is the signed-up heavy user. Returns the shape and a deep cursor. */
export async function seedGrowth(client, { n, heavyId, now }) {
  const s = shapeOf(n);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const yesterday = new Date(today - day).toISOString();
  const q = (text, values) => client.query(text, values);
  const nowIso = now.toISOString();

  await q(`create temp table gu (n int primary key, id uuid not null)`);
  await q(
    `insert into "user" (name, email, email_verified, username, display_username)
     select 'Grower ' || i, 'grower' || i || '@growth.local', true, 'grower' || i, 'Grower' || i
     from generate_series(1, $1) i`,
    [s.users],
  );
  await q(
    `insert into gu select row_number() over (order by email), id from "user"
     where email like 'grower%@growth.local'`,
  );
  await q(`insert into gu values (0, $1)`, [heavyId]);
  await q(
    `insert into ledger_account (id, kind, user_id)
     select 'wallet:' || id, 'wallet', id from gu on conflict do nothing`,
  );
  await q(`create temp table gc (n int primary key, id uuid not null)`);
  await q(
    `with c as (insert into content (title, source_type, reward_eligible, duration_seconds)
       select 'Growth video ' || i, 'hosted', true, 600 from generate_series(1, $1) i returning id)
     insert into gc select row_number() over (order by id) - 1, id from c`,
    [s.content],
  );

  // The journal, oldest first so ids follow time as they do in production.
  await q(
    `insert into ledger_transfer (idempotency_key, debit_account_id, credit_account_id, amount,
       type, reason, metadata, created_at)
     select key, debit, credit, amount, type, reason, meta, at from (
       select 'growth:fund' as key, 'issuance' as debit, 'pool:reward' as credit,
         10000000000000000::bigint as amount, 'reward' as type, 'Growth funding' as reason,
         '{"kind":"growth"}'::jsonb as meta, $1::timestamptz - interval '4000 days' as at
       union all
       select 'growth:h:' || i,
         case when i % 3 = 0 then 'wallet:' || $2 else 'pool:reward' end,
         case when i % 3 = 0 then 'escrow:vaults' else 'wallet:' || $2 end,
         case when i % 3 = 0 then 50000000 else 100000000 end,
         case when i % 3 = 0 then 'transfer' else 'watch' end,
         case when i % 3 = 0 then 'Vault locked' else 'Watch reward' end,
         '{"kind":"growth"}'::jsonb, $1::timestamptz - i * interval '30 minutes'
       from generate_series(1, $3) i
       union all
       select 'growth:g:' || i, 'pool:reward', 'wallet:' || gu.id, 50000000,
         case when i % 2 = 0 then 'watch' else 'game' end,
         case when i % 2 = 0 then 'Watch reward' else 'Game reward' end,
         '{"kind":"growth"}'::jsonb,
         $1::timestamptz - interval '1 minute' - ((i::bigint * 7919) % 5184000) * interval '1 second'
       from generate_series(1, $4) i join gu on gu.n = 1 + (i::bigint * 104729) % $5
     ) t order by at`,
    [nowIso, heavyId, s.heavyTransfers, s.transfers - s.heavyTransfers - 1, s.users],
  );
  await q(
    `update ledger_account a set balance = j.balance, version = j.count from (
       select account, sum(delta) as balance, count(*) as count from (
         select credit_account_id as account, amount as delta from ledger_transfer
         union all select debit_account_id, -amount from ledger_transfer) x group by account) j
     where a.id = j.account`,
  );

  // Watch sessions: the heavy user's long history, yesterday's usage, today's so far (every
  // user once since midnight, whatever the hour the bench runs: what the pool on every wallet
  // and the pilot report count live, decision 054), then 60 days of the rest.
  const rest = s.watchSessions - s.heavyWatches - 2 * s.users;
  const secondsToday = Math.max(1, Math.floor((now.getTime() - today) / 1000));
  await q(
    `insert into watch_session (id, user_id, content_id, status, started_at, last_seen_at,
       completed_at, verified_ms, heartbeats, credited, ip, user_agent)
     select md5(tag || i), uid, cid, st, at, at + interval '5 minutes',
       case when st = 'completed' then at + interval '5 minutes' end,
       ms, ms / 5000, 0, '198.51.100.' || (i % 250), 'growth-bench'
     from (
       select 'h' as tag, i, $2::uuid as uid, (select id from gc where n = i % $6) as cid,
         'completed' as st, $1::timestamptz - interval '10 minutes' - i * interval '72 minutes' as at,
         300000 as ms
       from generate_series(1, $3) i
       union all
       select 'y', gu.n, gu.id, (select id from gc where n = gu.n % $6), 'completed',
         $4::timestamptz + (gu.n % 86000) * interval '1 second', 60000 + (gu.n % 240) * 1000
       from gu
       union all
       select 't', gu.n, gu.id, (select id from gc where n = gu.n % $6), 'completed',
         $1::timestamptz - interval '5 minutes' - (gu.n % $8) * interval '1 second',
         60000 + (gu.n % 240) * 1000
       from gu
       union all
       select 'r', i, gu.id, (select id from gc where n = i % $6),
         case when i % 10 = 0 then 'superseded' else 'completed' end,
         $1::timestamptz - interval '10 minutes' - ((i::bigint * 7919) % 5184000) * interval '1 second',
         240000
       from generate_series(1, $5) i join gu on gu.n = 1 + (i::bigint * 104729) % $7
     ) w`,
    [nowIso, heavyId, s.heavyWatches, yesterday, rest, s.content, s.users, secondsToday],
  );
  await q(
    `insert into game_session (id, user_id, game_id, kind, status, started_at, finished_at,
       verified_ms, played_at, outcome, withheld_reason, ip, user_agent)
     select md5('game' || i), gu.id, 'speed-typing', 'speed-typing',
       case when i % 20 = 0 then 'withheld' else 'finished' end, at, at + interval '2 minutes',
       90000, at + interval '2 minutes', case when i % 20 = 0 then null else 'completed' end,
       case when i % 20 = 0 then 'Too fast to be human' end, '198.51.100.7', 'growth-bench'
     from (select i, $1::timestamptz - interval '5 minutes'
             - ((i::bigint * 7919) % 5184000) * interval '1 second' as at
           from generate_series(1, $2) i) g join gu on gu.n = (i::bigint * 104729) % $3`,
    [nowIso, s.gameSessions, s.users],
  );
  await q(
    `insert into watch_reward (user_id, content_id, session_id, amount, verified_seconds,
       heartbeats, transfer_id, created_at)
     select w.user_id, w.content_id, w.id, 100000000, w.verified_ms / 1000, w.heartbeats,
       (select min(id) from ledger_transfer), w.completed_at
     from watch_session w where w.id in (select md5('y' || n) from gu)`,
  );
  await q(`analyze`);

  // A cursor 90% of the way into the heavy user's history: the "deep page".
  const { rows } = await q(
    `select id::text from ledger_transfer where credit_account_id = $1 or debit_account_id = $1
     order by id desc offset $2 limit 1`,
    [`wallet:${heavyId}`, Math.floor(s.heavyTransfers * 0.9)],
  );
  const { rows: light } = await q(`select email from "user" where email = 'grower7@growth.local'`);
  return { shape: s, deepBefore: rows[0]?.id ?? null, lightEmail: light[0]?.email };
}
