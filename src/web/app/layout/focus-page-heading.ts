const typing = 'input, select, textarea, [contenteditable="true"]';

/**
 * Whether `el` is hidden inside `root`. While a lazily loaded page loads, React keeps the old
 * page in the document, hidden with an inline `display: none`: its h1 must not be taken for the
 * new page's (focusing it fails, and focus stayed on the link that was followed).
 */
function isHidden(el: HTMLElement, root: HTMLElement): boolean {
  for (let node: HTMLElement | null = el; node && node !== root; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return true;
  }
  return false;
}

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
    const next = [...main.querySelectorAll<HTMLElement>('h1')].find((h) => !isHidden(h, main));
    if (!next) return;
    if (!next.hasAttribute('tabindex')) next.setAttribute('tabindex', '-1');
    const previous = heading;
    heading = next; // before focus(): its focusin must not read as the person's own move
    next.focus({ preventScroll: true });
    // A heading that refused focus (not rendered) does not count as the first move.
    if (document.activeElement !== next) heading = previous;
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
