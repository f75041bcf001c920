import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { downloadPilotCsv } from '../api/download-pilot-csv';
import type { PilotReportQuery } from '../api/get-pilot-report';
import type { PilotCredential } from '../api/pilot-credential';

/** Export CSV for the range and filter on screen (pilot-report.csv, the server's rows). */
export function ExportCsvButton({
  credential,
  query,
}: {
  credential: PilotCredential;
  query: PilotReportQuery;
}) {
  const download = useMutation({
    mutationFn: () => downloadPilotCsv(credential, query),
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 0
          ? 'Export failed: the server could not be reached.'
          : `Export failed: ${error.message}`,
      ),
  });
  return (
    <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
      <Download className="size-4" aria-hidden />
      {download.isPending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
