import { toast } from '@/web/lib/toast';

/** Copies `url`, saying so in a toast either way (product rules R11). */
export async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied to clipboard');
  } catch {
    toast.error('Failed to copy link');
  }
}

/** The native share sheet where there is one, else a copied link. */
export async function shareLink(title: string, url: string) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyLink(url);
}
