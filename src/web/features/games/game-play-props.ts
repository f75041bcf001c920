import type { GameEntry } from '@/domain/api/games';
import type { PlayOutcome } from './lib/result-words';

/**
 * What the game page gives the component that plays one game. The component owns its own
 * ready / playing / results states and talks to the server itself; the page owns loading,
 * not found, the how-to-play modal and the exited view.
 */
export interface GamePlayProps {
  game: GameEntry;
  /**
   * The player left the game (Exit): the page shows its exited view, with the result card
   * when the game was settled on leaving (embedded games).
   */
  onExit: (outcome?: PlayOutcome) => void;
}
