/** The base32 secret of an otpauth:// URI, or '' when it has none. */
export function secretFromTotpUri(uri: string): string {
  try {
    return (new URL(uri).searchParams.get('secret') ?? '').toUpperCase();
  } catch {
    return '';
  }
}

/** "ABCDEFGHIJ" → "ABCD EFGH IJ": easier to copy by hand into an authenticator app. */
export function groupInFours(text: string): string {
  return (text.match(/.{1,4}/g) ?? []).join(' ');
}
