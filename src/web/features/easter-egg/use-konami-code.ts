import { useEffect, useEffectEvent } from 'react';
import { advanceKonami } from './konami';

/** Keys typed into a field are text, not a cheat code. */
export function isTypingTarget(target: EventTarget | null) {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !==
    null
  );
}

/** Calls onMatch each time the Konami code is typed anywhere on the page. */
export function useKonamiCode(onMatch: () => void) {
  const handleMatch = useEffectEvent(onMatch);

  useEffect(() => {
    let progress = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      // Shortcuts (Ctrl+A, Cmd+B…) and IME composition are not part of the code.
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (isTypingTarget(event.target)) return;
      const step = advanceKonami(progress, event.key);
      progress = step.progress;
      if (step.matched) handleMatch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
