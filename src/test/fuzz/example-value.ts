import fc from 'fast-check';

export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

/**
 * Values a field's JSON Schema cannot express (an amount's text, a date that exists, a URL
 * the refinement accepts), by field name. A new route whose fields need a hint fails the
 * "valid base" test, which names the field to add here.
 */
const hints: Record<string, unknown> = {
  amount: '100',
  qtt_reward: '1',
  from: '2026-01-15',
  to: '2026-02-15',
  video_url: 'https://example.com/video.webm',
  thumbnail_url: 'https://example.com/thumb.jpg',
  contentId: '00000000-0000-4000-8000-000000000000',
  userId: '00000000-0000-4000-8000-000000000000',
  email: 'nobody@example.com',
  // The oEmbed query: a YouTube link whose id reads.
  url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
  interests: ['powt'],
  // An analytics batch needs one event (src/domain/api/analytics.ts).
  events: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      eventType: 'page_view',
      offsetMs: 0,
      sessionId: '00000000-0000-4000-8000-000000000002',
      url: '/home',
    },
  ],
};

const seed = 20261123;

/** A plausible valid value for one field, so each mutation tests one field at a time. */
export function exampleValue(schema: JsonSchema, name: string): unknown {
  if (name in hints) return hints[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) {
    const first = schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0];
    return first ? exampleValue(first, name) : null;
  }
  switch (schema.type) {
    case 'object':
      return exampleObject(schema);
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'nobody@example.com';
      if (schema.pattern) {
        return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed, numRuns: 1 })[0];
      }
      return 'x'.repeat(Math.max(schema.minLength ?? 0, 10));
    default:
      return schema.default ?? 'x';
  }
}

/** Every property, optional ones too, so each is fuzzed. */
export function exampleObject(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([k, s]) => [k, exampleValue(s, k)]),
  );
}
