import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import {
  readFrameMessage,
  sandboxedFrameOrigin,
  type FrameMessage,
} from '@/domain/games/timed/frame-messages';
import { cn } from '@/web/components/ui/cn';

/**
 * One of QTN's own games in a sandboxed frame: scripts only, never allow-same-origin, so the
 * game cannot reach the app's cookies, storage or DOM. Its messages are read only from this
 * frame's window with the sandbox's opaque origin, and are hints, never evidence.
 */
export function GameFrame({
  src,
  title,
  onMessage,
  className,
  frameRef,
}: {
  src: string;
  title: string;
  onMessage: (message: FrameMessage) => void;
  className?: string;
  frameRef?: RefObject<HTMLIFrameElement | null>;
}) {
  const ownRef = useRef<HTMLIFrameElement>(null);
  const ref = frameRef ?? ownRef;
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  }, [onMessage]);
  // Listening from the commit that adds the frame: a game that loads fast (cached) must not
  // post its first message before anyone hears it.
  useLayoutEffect(() => {
    const listen = (event: MessageEvent) => {
      const expected = { source: ref.current?.contentWindow, origin: sandboxedFrameOrigin };
      const message = readFrameMessage(event, expected);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [ref]);
  return (
    <iframe
      ref={ref}
      src={src}
      title={title}
      sandbox="allow-scripts"
      // The game takes keys as soon as it is shown; a tap or click focuses it too.
      onLoad={() => ref.current?.focus()}
      className={cn('block size-full rounded-xl border-0 bg-slate-950', className)}
    />
  );
}
