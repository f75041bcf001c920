import { sendNoteMaxLength } from '@/domain/api/send';
import { AmountError, parseQtt, type Units } from '@/domain/money/qtt';

/** What the person typed, before the server has seen it. */
export interface SendDraft {
  to: string;
  amount: string;
  note: string;
}

export type DraftErrors = Partial<Record<keyof SendDraft, string>>;

/**
 * The checks the form can make alone (the server makes them again, with the limits): a
 * name, an amount of at most two decimals above zero, a short note.
 */
export function checkDraft(d: SendDraft, available: Units | null): DraftErrors {
  const errors: DraftErrors = {};
  if (d.to.trim().length === 0) errors.to = 'Enter the username of the member to pay.';
  let units: Units | null = null;
  try {
    units = d.amount.trim() ? parseQtt(d.amount, 2) : null;
    if (units === null) errors.amount = 'Enter an amount such as 12.50.';
    else if (units <= 0n) errors.amount = 'The amount must be more than zero.';
  } catch (err) {
    errors.amount = err instanceof AmountError ? err.message : 'Enter an amount such as 12.50.';
  }
  if (units !== null && units > 0n && available !== null && units > available) {
    errors.amount = 'That is more than you can send now (see Available).';
  }
  if (d.note.trim().length > sendNoteMaxLength) {
    errors.note = `Notes are ${sendNoteMaxLength} characters or fewer.`;
  }
  return errors;
}

/** A draft from a payment link: /wallet/send?to=…&amount=…&note=… */
export function draftFromLink(params: URLSearchParams): SendDraft {
  return {
    to: params.get('to')?.slice(0, 60) ?? '',
    amount: params.get('amount')?.slice(0, 20) ?? '',
    note: params.get('note')?.slice(0, sendNoteMaxLength) ?? '',
  };
}
