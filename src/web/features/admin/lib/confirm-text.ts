/** What the confirm step says will happen: 'Grant 25.50 QTT to ada@example.com: Support ticket 42'. */
export function adjustmentSentence(o: {
  direction: 'grant' | 'deduct';
  display: string;
  email: string;
  reason: string;
}) {
  const verb = o.direction === 'grant' ? 'Grant' : 'Deduct';
  const preposition = o.direction === 'grant' ? 'to' : 'from';
  return `${verb} ${o.display} QTT ${preposition} ${o.email}: ${o.reason.trim()}`;
}

export const fundPoolSentence = (o: { display: string; reason: string }) =>
  `Add ${o.display} QTT to the reward pool: ${o.reason.trim()}`;

/** The server wants 3 to 200 characters of reason. */
export function checkReason(reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return 'Write the reason.';
  if (length < 3) return 'Write the reason (3 characters or more).';
  if (length > 200) return 'Keep the reason to 200 characters.';
  return null;
}
