import { apiErrorBodySchema } from '@/domain/api-error';
import { pilotCsvFileName } from '@/domain/api/pilot';
import { ApiError } from '@/web/lib/api-client';
import { pilotReportSearch, type PilotReportQuery } from './get-pilot-report';
import { credentialHeaders, type PilotCredential } from './pilot-credential';

/**
 * Fetches the report as CSV and hands it to the browser as pilot-report.csv. A fetch and
 * a Blob rather than a link, so the bearer admin key travels in its header.
 */
export async function downloadPilotCsv(credential: PilotCredential, query: PilotReportQuery) {
  let response: Response;
  try {
    response = await fetch(`/api/pilot-report?${pilotReportSearch(query, 'csv')}`, {
      headers: { accept: 'text/csv', ...credentialHeaders(credential) },
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
