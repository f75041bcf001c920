import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toast').then((m) => ({ default: m.Toaster })));

/** Runs `fn` once the browser is idle (a macrotask where it has no idle callbacks). */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

/**
 * The toast host, mounted once the first paint is done so the toast library stays out of
 * every page's first load (decision 024). Nothing is lost meanwhile: the library shows toasts
 * raised before its host subscribed.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
