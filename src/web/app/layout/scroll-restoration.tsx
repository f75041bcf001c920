import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = 'qtn:scroll-positions';
type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Positions;
  } catch {
    return {};
  }
}

/** The element a `#hash` names; none for an empty or malformed one (`#%E0`). */
function elementNamedBy(hash: string): HTMLElement | null {
  try {
    const id = decodeURIComponent(hash.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    return null;
  }
}

/**
 * What the data router's <ScrollRestoration> did: a new page starts at the top (or at the
 * element its #hash names), Back and Forward return to where the person was, and so does a
 * reload. A change of the query alone (filters, tabs, a report's range) keeps the position.
 * Rendered after the page inside its Suspense boundary, so it runs once the page is there.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Positions | null>(null);
  positions.current ??= readPositions();
  const current = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    const saved = positions.current ?? {};
    const onScroll = () => {
      if (current.current) saved[current.current.key] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(saved));
      } catch {
        // Storage full or blocked: restoring after a reload is a nicety.
      }
    };
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    // StrictMode and Suspense run effects again for the same entry: that is no navigation.
    if (previous?.key === location.key) return;
    current.current = { key: location.key, pathname: location.pathname };
    const saved = action === 'POP' ? positions.current?.[location.key] : undefined;
    // Nothing is returned: newer Chromium's scrollTo and scrollIntoView return a promise,
    // which React would take for the effect's cleanup (and throw when the page suspends).
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = elementNamedBy(location.hash);
    if (target) target.scrollIntoView();
    else if (previous && previous.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location, action]);

  return null;
}
