const probe = 'http://qtn.invalid';

/**
 * A `?next=` target we may send a person to after login: a path on this site only, never
 * another origin (`//evil.example`, `/\evil.example`, `https://…`). Null otherwise.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  try {
    const url = new URL(next, probe);
    if (url.origin !== probe) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
