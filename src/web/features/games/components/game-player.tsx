import type { GamePlayProps } from '../game-play-props';
import { EmbeddedGame } from '../embedded/embedded-game';
import { MemoryMasterGame } from '../memory-master/memory-master-game';
import { SpeedTypingGame } from '../speed-typing/speed-typing-game';

/** The play component of a playable game, chosen by the catalogue's `kind`. */
export function GamePlayer(props: GamePlayProps) {
  switch (props.game.kind) {
    case 'speed-typing':
      return <SpeedTypingGame {...props} />;
    case 'memory-master':
      return <MemoryMasterGame {...props} />;
    case 'embedded':
      return <EmbeddedGame {...props} />;
    default:
      return null;
  }
}
