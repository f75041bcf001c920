import { z } from 'zod';
import { isoTimestamp, text } from './fields';

/** GET /api/admin/accounts?q&limit: accounts whose email or username contains q. */
export const accountsQuerySchema = z.object({
  q: text({ max: 100, label: 'Search' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: z.string().nullable(),
  twoFactorEnabled: z.boolean().nullable(),
  createdAt: isoTimestamp,
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const accountsResponseSchema = z.object({ accounts: z.array(adminAccountSchema) });
export type AccountsResponse = z.infer<typeof accountsResponseSchema>;
