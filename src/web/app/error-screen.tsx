import { TriangleAlert } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** Shown by the error boundaries when a page throws. */
export function ErrorScreen() {
  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <TriangleAlert className="size-12 text-amber-400" aria-hidden />
      <h1 className="text-2xl font-bold text-white">Something went wrong</h1>
      <p className="max-w-md text-slate-400">
        An unexpected error stopped this page. Refreshing usually helps; your balance and rewards
        are safe on the server.
      </p>
      <Button onClick={() => window.location.reload()}>Refresh Page</Button>
    </div>
  );
}
