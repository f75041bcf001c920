import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { FormMessage } from '@/web/components/ui/form-message';
import { paths } from '@/web/lib/paths';

export type SaveResult = { ok: true; id: string } | { ok: false; message: string } | null;

/** 'Content saved' with a link to the new item, or why it was not saved. */
export function SaveNotice({ result }: { result: SaveResult }) {
  if (!result) return null;
  if (!result.ok) return <FormMessage notice={{ kind: 'error', text: result.message }} />;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <FormMessage notice={{ kind: 'success', text: 'Content saved' }} />
      <Link
        to={paths.watch(result.id)}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-300 underline-offset-4 hover:underline"
      >
        Open the watch page
        <ExternalLink className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
