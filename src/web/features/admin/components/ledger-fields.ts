/** The amount and reason of a manual ledger entry (grant, deduction, pool funding). */
export const amountProps = {
  hint: 'Up to 8 decimal places.',
  placeholder: '25.50',
  required: true,
} as const;

/** The reason is stored with the transfer; the server allows 200 characters. */
export const reasonProps = { maxLength: 200, placeholder: 'e.g. Support ticket 42' } as const;
