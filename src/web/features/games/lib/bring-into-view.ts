/**
 * Brings what replaced a game into view (the game above it may have been taller than the
 * screen, and the page was scrolled to its controls), optionally with the focus, for when
 * the control that had it is gone. `scrollIntoView` may be missing (jsdom).
 */
export function bringIntoView(el: HTMLElement | null, o: { focus?: boolean; box?: HTMLElement }) {
  if (!el) return;
  if (o.focus) el.focus({ preventScroll: true });
  (o.box ?? el).scrollIntoView?.({ block: 'nearest' });
}
