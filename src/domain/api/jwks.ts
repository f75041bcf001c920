import { z } from 'zod';

/** GET /.well-known/jwks.json: the public keys of the JWT plugin (RFC 7517 key set). */
export const jwksSchema = z.object({
  keys: z.array(
    z.looseObject({
      kty: z.string(),
      kid: z.string().optional(),
      alg: z.string().optional(),
    }),
  ),
});
