import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/web/lib/api-client';
import type { AdminCredential } from '@/web/lib/admin-credential';
import { queryKeys } from '@/web/lib/query-keys';

/**
 * Every Security Center read sits under one key (per credential kind, never the key itself),
 * so Refresh and Forget key cover the flags and holds too.
 */
export const securityKeys = {
  view: (credential: AdminCredential, part: 'summary' | 'full' | 'flags' | 'holds') =>
    queryKeys.admin.securityCenter.view(credential.kind, part),
};

/** A refused key or session stays refused: asking again only delays the message. */
export const retryUnlessRefused = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

/** After a hold or a release, the flags (their Held mark) and the holds are stale. */
export const invalidateHolds = (client: QueryClient, credential: AdminCredential) =>
  Promise.all(
    (['flags', 'holds'] as const).map((part) =>
      client.invalidateQueries({ queryKey: securityKeys.view(credential, part) }),
    ),
  );
