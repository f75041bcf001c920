import { useEffect, useState } from 'react';

/** The header takes its scrolled style past this many pixels. */
export const scrolledThresholdPx = 50;

export function useScrolled(threshold = scrolledThresholdPx) {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
