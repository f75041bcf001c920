/** One decimal place, so "2.0×" lines up with "1.1×" in tables and charts. */
export function formatMultiplier(multiplier: number) {
  return `${multiplier.toFixed(1)}×`;
}

export function formatDayRange(fromDays: number, toDays: number) {
  return `${fromDays}–${toDays} days`;
}

/** What a vault of `amount` QTT pays back at claim; rounded because this is display only. */
export function formatClaimExample(amount: number, multiplier: number) {
  return `${Math.round(amount * multiplier * 100) / 100} QTT`;
}

/** "1 Pi = 20 QTT" with non-breaking spaces, so the rate never splits across lines. */
export function formatPiRate(qttPerPi: number) {
  return `1\u00a0Pi\u00a0=\u00a0${qttPerPi}\u00a0QTT`;
}
