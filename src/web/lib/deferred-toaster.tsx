import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToastView, onFirstToast } from './toast';

const Toaster = lazy(() => loadToastView().then((m) => ({ default: m.Toaster })));

/**
 * The toast host, mounted when the first toast is raised, so the toast library stays out of
 * every page's first load (decision 024). Nothing is lost meanwhile: the library shows toasts
 * raised before its host subscribed.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => onFirstToast(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
