import { toast } from '@/web/lib/toast';
import { accountMessages } from './account-messages';

export async function copyText(text: string, done: string = accountMessages.copied) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(accountMessages.copyFailed);
  }
}

/** Saves text as a file. A data: URL needs no object URL to revoke afterwards. */
export function downloadText(fileName: string, text: string) {
  const link = document.createElement('a');
  link.href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
