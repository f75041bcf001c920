import { eq, inArray } from 'drizzle-orm';
import type { SendQttInput, SentTransfer } from '@/domain/api/send';
import { formatQtt, unitsToDecimal, type Units } from '@/domain/money/qtt';
import { funnelWindow } from '@/domain/wallet/send-rules';
import { hasUnconfirmedEmail } from '../auth/unconfirmed-email';
import { startOfUtcDay } from '../clock';
import type { Database } from '../db/open-database';
import { ledgerTransfer, rewardHold, user } from '../db/schema';
import { withTransaction, type Tx } from '../db/transaction';
import { AppError } from '../http/app-error';
import { accountBalance } from '../ledger/account-balance';
import { ensureWallet, lockAccounts } from '../ledger/ledger-accounts';
import { freshSendersTo, memberSendKind, sentSince } from '../ledger/member-sends';
import { postTransfer } from '../ledger/post-transfer';
import { findRecipient, memberName, type Member } from './find-recipient';

export interface SendLimits {
  /** Units a member may send per UTC day; 0 turns sending off. */
  dailyUnits: Units;
  /** Fresh senders to one member in 24 h that make it a funnel; 0 turns the rule off. */
  funnelSenders: number;
  requireConfirmedEmail: boolean;
}

interface SendMetadata {
  kind: typeof memberSendKind;
  fromUserId: string;
  toUserId: string;
  fromName: string;
  toName: string;
  toUsername: string;
  note: string | null;
}

const refused = (message: string) => new AppError('SEND_REFUSED', message);

/**
 * Moves QTT from the caller's wallet to another member's, exactly once per idempotency key
 * (docs/decisions/041). The sender's wallet is locked first, so the sender's sends run one
 * at a time: the daily limit and the balance are read under that lock and hold until the
 * commit. A repeated key answers the first transfer, whatever the limits say by then.
 */
export async function sendQtt(
  db: Database,
  o: {
    fromUserId: string;
    input: SendQttInput;
    idempotencyKey: string;
    now: Date;
    limits: SendLimits;
  },
): Promise<SentTransfer> {
  const { limits, now } = o;
  if (limits.dailyUnits === 0n) throw refused('Sending QTT is turned off on this server.');
  return withTransaction(db, async (t) => {
    const to = await findRecipient(t, o.input.to);
    if (to.id === o.fromUserId)
      throw new AppError('SEND_TO_SELF', 'You cannot send QTT to yourself.');
    const from = await wallets(t, o.fromUserId, to);
    const key = `send:${o.fromUserId}:${o.idempotencyKey}`;

    const first = await transferOfKey(t, key);
    if (first) {
      const meta = first.metadata as SendMetadata;
      if (meta.toUserId !== to.id || first.amount !== o.input.amount) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This idempotency key was used for a different request.',
        );
      }
      return view(t, o.fromUserId, first, limits.dailyUnits, now);
    }

    await refuseUnlessAllowed(t, o.fromUserId, to, limits, now);
    const sentToday = await sentSince(t, o.fromUserId, startOfUtcDay(now));
    const left = limits.dailyUnits - sentToday;
    if (o.input.amount > left) {
      throw new AppError(
        'SEND_LIMIT',
        left > 0n
          ? `You can send up to ${formatQtt(limits.dailyUnits)} QTT a day; ${formatQtt(left)} QTT is left today.`
          : `You have sent today's limit of ${formatQtt(limits.dailyUnits)} QTT. Sending opens again at midnight UTC.`,
      );
    }
    const balance = await accountBalance(t, from.wallet);
    if (o.input.amount > balance) {
      throw new AppError(
        'INSUFFICIENT_FUNDS',
        `Not enough QTT: your balance is ${formatQtt(balance)} QTT.`,
      );
    }

    const metadata: SendMetadata = {
      kind: memberSendKind,
      fromUserId: o.fromUserId,
      toUserId: to.id,
      fromName: from.name,
      toName: to.displayName,
      toUsername: to.username,
      note: o.input.note,
    };
    const posted = await postTransfer(t, {
      debit: from.wallet,
      credit: from.toWallet,
      amount: o.input.amount,
      type: 'transfer',
      reason: `Sent by ${from.name} to ${to.displayName}`,
      metadata: { ...metadata },
      idempotencyKey: key,
      createdBy: o.fromUserId,
    });
    const [row] = await t.select().from(ledgerTransfer).where(eq(ledgerTransfer.id, posted.id));
    if (!row) throw new Error('the transfer just posted is missing');
    return view(t, o.fromUserId, row, limits.dailyUnits, now);
  });
}

/** Opens both wallets if need be and locks them (sender's first only by the global order). */
async function wallets(t: Tx, fromUserId: string, to: Member) {
  const wallet = await ensureWallet(t, fromUserId);
  const toWallet = await ensureWallet(t, to.id);
  await lockAccounts(t, [wallet, toWallet]);
  const [sender] = await t
    .select({ displayUsername: user.displayUsername, name: user.name })
    .from(user)
    .where(eq(user.id, fromUserId));
  return { wallet, toWallet, name: sender ? memberName(sender) : 'A member' };
}

/** Holds, unconfirmed senders and funnels (docs/decisions/041). */
async function refuseUnlessAllowed(
  t: Tx,
  fromUserId: string,
  to: Member,
  limits: SendLimits,
  now: Date,
) {
  if (limits.requireConfirmedEmail && (await hasUnconfirmedEmail(t, fromUserId))) {
    throw new AppError(
      'EMAIL_NOT_CONFIRMED',
      'Confirm your email address before sending QTT: open the link we emailed you.',
    );
  }
  const held = await t
    .select({ userId: rewardHold.userId })
    .from(rewardHold)
    .where(inArray(rewardHold.userId, [fromUserId, to.id]));
  if (held.some((h) => h.userId === fromUserId)) {
    throw refused('Your account is on hold, so it cannot send QTT until an admin releases it.');
  }
  if (held.length > 0) throw refused(`${to.displayName} cannot receive QTT right now.`);
  if (limits.funnelSenders === 0) return;
  const window = funnelWindow(now);
  if ((await freshSendersTo(t, fromUserId, window)) >= limits.funnelSenders) {
    throw refused(
      'Your account received QTT from many new accounts today and is under review; it cannot send QTT for now.',
    );
  }
  if ((await freshSendersTo(t, to.id, window)) >= limits.funnelSenders) {
    throw refused(`${to.displayName} cannot receive QTT right now.`);
  }
}

async function transferOfKey(t: Tx, key: string) {
  const [row] = await t.select().from(ledgerTransfer).where(eq(ledgerTransfer.idempotencyKey, key));
  return row;
}

async function view(
  t: Tx,
  fromUserId: string,
  row: typeof ledgerTransfer.$inferSelect,
  dailyUnits: Units,
  now: Date,
): Promise<SentTransfer> {
  const meta = row.metadata as SendMetadata;
  const balance = await accountBalance(t, row.debitAccountId);
  return {
    id: row.id.toString(),
    amount: unitsToDecimal(row.amount),
    to: { username: meta.toUsername, displayName: meta.toName },
    note: meta.note,
    createdAt: row.createdAt.toISOString(),
    balance: unitsToDecimal(balance),
    sentToday: unitsToDecimal(await sentSince(t, fromUserId, startOfUtcDay(now))),
    dailyLimit: unitsToDecimal(dailyUnits),
  };
}
