/**
 * Making a used test database the migrated template again, in a small fraction of what a new
 * copy costs (decision 058): every table emptied, the rows the migrations wrote put back, and
 * every sequence set where the template had it. A database whose schema a test changed is not
 * reset: the caller throws it away. The same SQL runs on PGlite and on PostgreSQL.
 */

/** Runs one statement and returns its rows. */
export type RunSql = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export interface TemplateSnapshot {
  /** What the schema is made of, to tell a database whose schema a test changed. */
  schema: string;
  /** Every table of `public`, which a database of the same schema has too. */
  tables: string[];
  /** Per table of the template with rows: its rows as JSON. */
  rows: { table: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

/**
 * Everything a test can change about the schema, as one digest: schemas, relations with their
 * columns, constraints, indexes, triggers, routines, enum labels and extensions. A temporary
 * schema is left out: a session that used a temporary table leaves one behind, empty.
 */
const schemaDigest = `
select md5(string_agg(part, E'\\n' order by part)) as schema from (
  select 'schema ' || nspname as part from pg_namespace
  where nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%'
  union all
  select 'relation ' || c.oid::regclass || ' ' || c.relkind::text || ' ' || coalesce((
    select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' '
      || a.attnotnull || ' ' || a.attidentity::text || a.attgenerated::text
      || coalesce(' ' || pg_get_expr(d.adbin, d.adrelid), ''), ', ' order by a.attnum)
    from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '')
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    and n.nspname not like 'pg\\_temp\\_%' and n.nspname not like 'pg\\_toast\\_temp\\_%'
  union all
  select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
  from pg_constraint where connamespace <> 'pg_catalog'::regnamespace
  union all
  select 'index ' || pg_get_indexdef(i.indexrelid) from pg_index i
  join pg_class c on c.oid = i.indexrelid
  where c.relnamespace not in ('pg_catalog'::regnamespace, 'pg_toast'::regnamespace)
  union all
  select 'trigger ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
  union all
  select 'routine ' || oid::regprocedure || ' ' || md5(coalesce(prosrc, ''))
  from pg_proc
  where pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  union all
  select 'enum ' || enumtypid::regtype || ' ' || enumlabel || ' ' || enumsortorder from pg_enum
  union all
  select 'extension ' || extname || ' ' || extversion from pg_extension
) parts`;

const tables = `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name
  from pg_tables where schemaname = 'public' order by 1`;

const sequences = `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name
  from pg_sequences where schemaname = 'public' order by 1`;

const names = async (run: RunSql, query: string) =>
  (await run<{ name: string }>(query)).map((r) => r.name);

async function digest(run: RunSql): Promise<string> {
  const [row] = await run<{ schema: string }>(schemaDigest);
  return row?.schema ?? '';
}

/** What a database fresh from the template holds, taken before any test touches it. */
export async function snapshotTemplate(run: RunSql): Promise<TemplateSnapshot> {
  const all = await names(run, tables);
  const rows: TemplateSnapshot['rows'] = [];
  for (const table of all) {
    const [row] = await run<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    );
    if (row?.json) rows.push({ table, json: row.json });
  }
  const seqs: TemplateSnapshot['sequences'] = [];
  for (const name of await names(run, sequences)) {
    const [state] = await run<{ value: string; called: boolean }>(
      `select last_value::text as value, is_called as called from ${name}`,
    );
    if (state) seqs.push({ name, ...state });
  }
  return { schema: await digest(run), tables: all, rows, sequences: seqs };
}

/**
 * Makes the database `run` reaches the template again; false, touching nothing, when its
 * schema is no longer the template's. `run` must be the only session left on it.
 */
export async function resetToTemplate(run: RunSql, template: TemplateSnapshot): Promise<boolean> {
  // A transaction a test began by hand and left open would hold everything below, and a
  // session's settings, prepared statements, temporary tables and locks go with `discard`.
  await run('rollback');
  await run('discard all');
  if ((await digest(run)) !== template.schema) return false;
  if (template.tables.length > 0) await run(`truncate ${template.tables.join(', ')} cascade`);
  for (const { table, json } of template.rows) {
    await run(
      `insert into ${table} overriding system value
       select * from json_populate_recordset(null::${table}, $1::json)`,
      [json],
    );
  }
  for (const s of template.sequences) {
    await run('select setval($1::regclass, $2::bigint, $3)', [s.name, s.value, s.called]);
  }
  return true;
}
