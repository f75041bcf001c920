import type { FrameEvent, FrameMessage, MessageLike } from '@/domain/games/timed/frame-messages';

/**
 * The game's side of the message bridge. The frame is sandboxed without allow-same-origin,
 * so its own origin is opaque; the page it is embedded in lives on the origin the game was
 * served from, which is where messages go (never '*').
 */
export function parentOriginOf(href: string): string {
  return new URL(href).origin;
}

/** Commands the page may send the game. */
export type ParentCommand = 'pause';

/** A command from exactly the parent window on the expected origin, else null. */
export function readParentCommand(
  event: MessageLike,
  parent: unknown,
  parentOrigin: string,
): ParentCommand | null {
  if (parent == null || event.source !== parent || event.origin !== parentOrigin) return null;
  const data = event.data as { qtn?: unknown; command?: unknown } | null;
  return typeof data === 'object' && data?.qtn === 'page' && data.command === 'pause'
    ? 'pause'
    : null;
}

export interface Bridge {
  post(event: FrameEvent, score?: number): void;
  onCommand(handler: (command: ParentCommand) => void): void;
}

export function createBridge(win: Window = window): Bridge {
  const parentOrigin = parentOriginOf(win.location.href);
  const parent = win.parent === win ? null : win.parent;
  return {
    post(event, score) {
      const message: FrameMessage = {
        qtn: 'game',
        event,
        ...(score === undefined ? {} : { score }),
      };
      parent?.postMessage(message, parentOrigin);
    },
    onCommand(handler) {
      win.addEventListener('message', (e) => {
        const command = readParentCommand(e, parent, parentOrigin);
        if (command) handler(command);
      });
    },
  };
}
