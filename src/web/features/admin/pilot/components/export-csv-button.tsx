import { Download } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import type { AdminCredential } from '@/web/lib/admin-credential';
import { useDownloadPilotCsv } from '../api/download-pilot-csv';
import type { PilotReportQuery } from '../api/get-pilot-report';

/** Export CSV for the range and filter on screen (pilot-report.csv, the server's rows). */
export function ExportCsvButton({
  credential,
  query,
}: {
  credential: AdminCredential;
  query: PilotReportQuery;
}) {
  const download = useDownloadPilotCsv(credential);
  const onExport = () =>
    download.mutate(query, {
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 0
            ? 'Export failed: the server could not be reached.'
            : `Export failed: ${error.message}`,
        ),
    });
  return (
    <Button variant="secondary" onClick={onExport} disabled={download.isPending}>
      <Download className="size-4" aria-hidden />
      {download.isPending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
