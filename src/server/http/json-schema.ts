import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * A contract as JSON Schema (2020-12, as OpenAPI 3.1 uses). Requests are described by what
 * a client sends (`input`: an amount is a string), responses by what the server writes.
 * Refinements (NUL bytes, date ranges, precision) have no JSON Schema form; the zod schema
 * still enforces them.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** For Fastify's `schema.response`: compiled once at boot into a fast serializer. */
export const responseJsonSchema = (schema: z.ZodType) => toJsonSchema(schema, 'output');
