/** The Pi Browser announces itself in its user agent. */
export function isPiBrowser(userAgent: string = navigator.userAgent) {
  return /PiBrowser/i.test(userAgent);
}
