import { defaultPilotPage } from '@/domain/api/pilot';
import { Button } from '@/web/components/ui/button';

/**
 * Previous and Next over the per-user table, which the server sends a page at a time in
 * user id order; the totals above it always cover everyone.
 */
export function UsersPager({
  page,
  shown,
  users,
  hasNext,
  busy,
  onPrevious,
  onNext,
}: {
  /** 0 for the first page. */
  page: number;
  shown: number;
  users: number;
  hasNext: boolean;
  /** A page is on its way: a second press would skip or repeat one. */
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  if (page === 0 && !hasNext) return null;
  const first = page * defaultPilotPage + 1;
  return (
    <nav aria-label="User pages" className="flex items-center justify-between gap-3">
      <Button variant="ghost" disabled={busy || page === 0} onClick={onPrevious}>
        Previous
      </Button>
      <span className="text-sm text-slate-400">
        Users {first}–{first + shown - 1} of {users}
      </span>
      <Button variant="ghost" disabled={busy || !hasNext} onClick={onNext}>
        Next
      </Button>
    </nav>
  );
}
