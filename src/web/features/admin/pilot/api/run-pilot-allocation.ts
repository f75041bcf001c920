import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pilotRunNowSchema } from '@/domain/api/pilot';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { toast } from '@/web/lib/toast';
import { adminCredentialHeaders, type AdminCredential } from '@/web/lib/admin-credential';

export const runPilotAllocation = (credential: AdminCredential) =>
  // A POST, never a GET: a GET must not allocate (decision 036).
  apiFetch('/api/pilot-daily-rewards?run=now', {
    method: 'POST',
    schema: pilotRunNowSchema,
    headers: adminCredentialHeaders(credential),
  });

/**
 * Run Now, with its three messages (product rules R10): the request was taken, the server
 * refused it ('Failed: {body}', the body being the server's message), or it never arrived.
 */
export function useRunPilotAllocation(credential: AdminCredential) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => runPilotAllocation(credential),
    onSuccess: (answer) => {
      client.setQueryData(queryKeys.admin.pilot.summary(credential.kind), answer.summary);
      // Nothing allocated is news, not a success: the server says why.
      if (answer.allocated.length > 0) toast.success(answer.message);
      else toast.info(answer.message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 0) toast.error('Manual run failed');
      else toast.error(`Failed: ${error.message}`);
    },
    // The run also settles shares and moves the reward pool: read everything again.
    onSettled: () =>
      Promise.all(
        [queryKeys.admin.pilot.all, queryKeys.admin.rewardPool(), queryKeys.admin.ledger.all].map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
