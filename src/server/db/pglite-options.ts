import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * What every embedded database loads: the extensions the migrations create, which
 * PostgreSQL ships as contrib (pg_trgm: the admin search's people match, decision 029).
 */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;
