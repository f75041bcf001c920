import { accepts, acceptsJson, encodeQueryValue, queryString } from './encode';
import type { FuzzTarget } from './fuzz-targets';

/** One request to send, and whether its route's schemas call it valid input. */
export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  /** true: valid input (it may write); false: invalid; null: no schema to judge (no writes). */
  valid: boolean | null;
}

export const json = { 'content-type': 'application/json' };

export function both(a: boolean | null, b: boolean | null): boolean | null {
  if (a === false || b === false) return false;
  return a ?? b;
}

export function urlOf(t: FuzzTarget, params = t.params, query = encodedQuery(t.query)): string {
  const path = t.path.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? '');
  return query.length ? `${path}?${queryString(query)}` : path;
}

export function encodedQuery(query: Record<string, string>): Array<[string, string]> {
  return Object.entries(query).map(([k, v]) => [k, encodeQueryValue(v)]);
}

/** A case with a JSON body; judged by the body schema and the (valid) base query. */
export function bodyCase(t: FuzzTarget, label: string, text: string, headers = json): FuzzCase {
  const queryOk = accepts(t.querySchema, t.query);
  return {
    label,
    method: t.method,
    url: urlOf(t),
    payload: text,
    headers,
    valid: both(acceptsJson(t.bodySchema, text), queryOk),
  };
}
