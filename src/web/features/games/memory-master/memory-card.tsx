import { memoryFaces, type MemoryFaceId } from '@/domain/games/memory-faces';
import { cn } from '@/web/components/ui/cn';

const byId = new Map<string, { symbol: string; name: string }>(memoryFaces.map((f) => [f.id, f]));

/** One card: a button, so the board plays by keyboard; its label says what is known of it. */
export function MemoryCard(props: {
  index: number;
  face: MemoryFaceId | null;
  matched: boolean;
  onFlip: (index: number) => void;
}) {
  const { index, face, matched, onFlip } = props;
  const shown = face ? byId.get(face) : undefined;
  const label = `Card ${index + 1}${shown ? `, ${shown.name}` : ''}${matched ? ', matched' : ''}`;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => onFlip(index)}
      disabled={matched}
      className={cn(
        'flex aspect-square items-center justify-center rounded-xl text-2xl ring-1 transition sm:text-3xl',
        shown
          ? 'bg-ink-600 ring-white/20'
          : 'bg-gradient-to-br from-brand-600 to-accent-600 ring-white/10',
        matched && 'opacity-60',
      )}
    >
      <span aria-hidden="true">{shown?.symbol ?? '?'}</span>
    </button>
  );
}
