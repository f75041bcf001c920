import { useMutation } from '@tanstack/react-query';
import { apiErrorBodySchema } from '@/domain/api-error';
import { pilotCsvFileName } from '@/domain/api/pilot';
import { adminCredentialHeaders, type AdminCredential } from '@/web/lib/admin-credential';
import { ApiError } from '@/web/lib/api-client';
import { pilotReportSearch, type PilotReportQuery } from './get-pilot-report';

/**
 * Fetches the report as CSV and hands it to the browser as pilot-report.csv. A fetch and
 * a Blob rather than a link, so the bearer admin key travels in its header.
 */
export async function downloadPilotCsv(credential: AdminCredential, query: PilotReportQuery) {
  let response: Response;
  try {
    response = await fetch(`/api/pilot-report?${pilotReportSearch(query, 'csv')}`, {
      headers: { accept: 'text/csv', ...adminCredentialHeaders(credential) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Server unavailable.');
  }
  if (!response.ok) {
    const body = apiErrorBodySchema.safeParse(await response.json().catch(() => null));
    throw body.success
      ? new ApiError(response.status, body.data.error.code, body.data.error.message)
      : new ApiError(response.status, 'HTTP_ERROR', `Request failed (status ${response.status})`);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = pilotCsvFileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file over, not before.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

export const useDownloadPilotCsv = (credential: AdminCredential) =>
  useMutation({ mutationFn: (query: PilotReportQuery) => downloadPilotCsv(credential, query) });
