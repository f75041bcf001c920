import { RotateCw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { hasErrorCode } from '@/web/lib/api-client';

/** Why the server said no, in words: the specification's message stays as written. */
function reason(error: Error): string {
  if (hasErrorCode(error, 'UNAUTHORIZED', 'FORBIDDEN')) {
    return `${error.message} Check the admin key, or log in with an admin account.`;
  }
  return error.message;
}

/** 'Summary request failed' or 'Request failed', the server's reason, and a retry. */
export function RequestError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-rose-200">{title}</p>
        <p className="mt-0.5 text-xs break-words text-rose-200/80">{reason(error)}</p>
      </div>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        Retry
      </Button>
    </Card>
  );
}
