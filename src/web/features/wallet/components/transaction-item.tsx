import {
  ArrowDownLeft,
  ArrowUpRight,
  Brain,
  Coins,
  Gamepad2,
  PlayCircle,
  Sparkles,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { WalletTransaction } from '@/domain/api/wallet';
import { games } from '@/domain/games/catalog';
import { transactionKind, transactionKindLabels } from '@/domain/wallet/transaction-kind';
import { cn } from '@/web/components/ui/cn';
import { formatAmount, formatDate } from '../wallet-format';

type IconKind = 'game' | 'watch' | 'quiz' | 'devmode' | 'pi' | 'other';

const icons: Record<IconKind, { icon: LucideIcon; label: string; tone: string }> = {
  game: { icon: Gamepad2, label: 'Game', tone: 'bg-violet-500/15 text-violet-300' },
  watch: { icon: PlayCircle, label: 'Watch', tone: 'bg-accent-500/15 text-accent-300' },
  quiz: { icon: Brain, label: 'Quiz', tone: 'bg-amber-500/15 text-amber-300' },
  devmode: { icon: Wrench, label: 'Dev mode', tone: 'bg-slate-500/20 text-slate-300' },
  pi: { icon: Sparkles, label: 'Bought with Pi', tone: 'bg-amber-500/15 text-amber-200' },
  other: { icon: Coins, label: 'Other', tone: 'bg-brand-500/15 text-brand-300' },
};

/**
 * The icon groups (product rules R2): game, watch, quiz, devmode, and other for the rest; QTT
 * bought with Pi (product rules R9) has its own, so a purchase reads as one.
 */
export function iconKind(type: WalletTransaction['type']): IconKind {
  return type === 'game' ||
    type === 'watch' ||
    type === 'quiz' ||
    type === 'devmode' ||
    type === 'pi'
    ? type
    : 'other';
}

/** A member-to-member send names the other member and carries its note (decision 041). */
function sendOf(tx: WalletTransaction): { title: string; note: string | null } | null {
  const m = tx.metadata;
  if (tx.type !== 'transfer' || m.kind !== 'send') return null;
  const other = tx.direction === 'in' ? m.fromName : m.toName;
  return {
    title: `${tx.direction === 'in' ? 'From' : 'To'} ${typeof other === 'string' ? other : 'a member'}`,
    note: typeof m.note === 'string' && m.note ? m.note : null,
  };
}

/** What a reward was for, in words: the game's name, the video's title. */
function sourceOf(tx: WalletTransaction): string | null {
  if (tx.type === 'game' && tx.sourceId) {
    return games.find((g) => g.id === tx.sourceId)?.title ?? tx.sourceId;
  }
  if (tx.type === 'watch') return tx.sourceTitle ? `“${tx.sourceTitle}”` : 'a video since removed';
  return null;
}

export function TransactionItem({ tx }: { tx: WalletTransaction }) {
  const send = sendOf(tx);
  const source = sourceOf(tx);
  const { icon: Icon, label, tone } = icons[iconKind(tx.type)];
  const incoming = tx.direction === 'in';
  // The same words as the filter, so an item labelled Received is listed under Received.
  const kindLabel = transactionKindLabels[transactionKind(tx)];
  const Arrow = incoming ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        role="img"
        aria-label={label}
        className={cn('grid size-10 shrink-0 place-items-center rounded-xl', tone)}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-medium break-words text-white">
            {send ? send.title : tx.reason}
            {send?.note && (
              <span className="block text-sm font-normal text-slate-300">“{send.note}”</span>
            )}
          </p>
          <p
            className={cn(
              'flex shrink-0 items-center gap-1 font-semibold whitespace-nowrap tabular-nums',
              incoming ? 'text-emerald-300' : 'text-rose-300',
            )}
          >
            <Arrow className="size-4" aria-hidden />
            <span className="sr-only">{kindLabel} </span>
            {formatAmount(tx.amount)} QTT
          </p>
        </div>
        <p className="text-xs text-slate-500">
          <span aria-hidden>{kindLabel} · </span>
          {source && (
            <>
              <span className="sr-only">For: </span>
              <span className="text-slate-300">{source}</span>
              <span aria-hidden> · </span>
            </>
          )}
          {tx.type === 'pi' && tx.sourceId && (
            <>
              <span>Pi payment </span>
              <span className="font-mono break-all text-slate-400">{tx.sourceId}</span>
              <span aria-hidden> · </span>
            </>
          )}
          <time dateTime={tx.createdAt}>{formatDate(tx.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}
