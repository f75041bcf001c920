import type { z } from 'zod';
import { RawJson } from './bad-values';

/** JSON text of a body, with RawJson values written as their literal text. */
export function toJsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_k, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `__raw_${raws.length - 1}__`;
    }
    return v;
  });
  return text.replace(/"__raw_(\d+)__"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

/** encodeURIComponent that survives lone surrogates (they go out as invalid UTF-8). */
export function encodeQueryValue(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

export function queryString(pairs: Array<[string, string]>): string {
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
}

/** The query object the server sees: repeated names become arrays, as Fastify parses them. */
export function parsedQuery(qs: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(qs)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/** Whether a schema accepts a value; `null` when there is no schema to ask. */
export function accepts(schema: z.ZodType | undefined, value: unknown): boolean | null {
  return schema ? schema.safeParse(value).success : null;
}

/** Whether the JSON text is a body the schema accepts (the routes read a null body as {}). */
export function acceptsJson(schema: z.ZodType | undefined, text: string): boolean | null {
  if (!schema) return null;
  try {
    // Fastify's JSON parser skips a leading byte-order mark, so the model of it does too.
    return accepts(schema, (JSON.parse(text.replace(/^\ufeff/, '')) as unknown) ?? {});
  } catch {
    return false;
  }
}
