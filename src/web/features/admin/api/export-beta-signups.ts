import { useMutation } from '@tanstack/react-query';
import { betaCsvFileName } from '@/domain/api/beta';
import { downloadFile } from '@/web/lib/download-file';
import { betaSignupsPath } from './get-beta-signups';

/** Every signup matching the search, as beta-signups.csv. */
export const exportBetaSignups = (q: string) =>
  downloadFile(betaSignupsPath(q, { format: 'csv' }), betaCsvFileName);

export const useExportBetaSignups = () => useMutation({ mutationFn: exportBetaSignups });
