import { queryOptions, useQuery } from '@tanstack/react-query';
import { securityFlagsResponseSchema } from '@/domain/api/security-flags';
import { apiFetch } from '@/web/lib/api-client';
import { adminCredentialHeaders, type AdminCredential } from '@/web/lib/admin-credential';
import { securityKeys } from './security-keys';

/** Accounts the farm checks flagged, with whether each is held (docs/decisions/013). */
export const getSecurityFlags = (credential: AdminCredential) =>
  apiFetch('/api/security-flags', {
    schema: securityFlagsResponseSchema,
    headers: adminCredentialHeaders(credential),
  });

export const securityFlagsQueryOptions = (credential: AdminCredential) =>
  queryOptions({
    queryKey: securityKeys.view(credential, 'flags'),
    queryFn: () => getSecurityFlags(credential),
    retry: false,
    staleTime: 0,
  });

export const useSecurityFlags = (credential: AdminCredential) =>
  useQuery(securityFlagsQueryOptions(credential));
