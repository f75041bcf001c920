import type { GamePlayProps } from '../game-play-props';

// Placeholder while the game is built in its own branch (issue 11); replaced, never shipped.
export function MemoryMasterGame({ game }: GamePlayProps) {
  return <p className="text-slate-300">{game.title}</p>;
}
