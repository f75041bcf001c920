import { useCallback } from 'react';

/**
 * A ref that moves keyboard focus to its element when it appears, so a screen-reader or
 * keyboard user lands on each new step instead of on the page's body.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  return useCallback((element: T | null) => element?.focus(), []);
}
