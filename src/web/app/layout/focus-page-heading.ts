const typing = 'input, select, textarea, [contenteditable="true"]';

/**
 * After a navigation, moves focus to the new page's h1 so a keyboard or screen-reader user starts
 * at the top of the page they asked for, not on the link they left (product rules: Accessibility).
 * A lazily loaded page may not have its heading yet, and a loading state's heading may be replaced
 * by the loaded one (which drops focus to the body): for `waitMs` the heading is awaited and focus
 * follows it. Once the person moves focus themselves, or puts it in a field, it is left alone.
 * Returns a cancel function.
 */
export function focusPageHeading(main: HTMLElement, waitMs = 5000): () => void {
  let heading: HTMLElement | null = null;
  const observer = new MutationObserver(() => follow());
  const timer = setTimeout(() => stop(), waitMs);
  const onFocusIn = (e: FocusEvent) => e.target !== heading && stop();

  function follow() {
    const active = document.activeElement;
    if (active && main.contains(active) && active.matches(typing)) return stop();
    // After the first move, only a focus lost to the body is taken back.
    if (heading && active && active !== document.body) return;
    const next = main.querySelector<HTMLElement>('h1');
    if (!next) return;
    if (!next.hasAttribute('tabindex')) next.setAttribute('tabindex', '-1');
    heading = next;
    next.focus({ preventScroll: true });
  }
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn);
  }

  follow();
  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn);
  return stop;
}
