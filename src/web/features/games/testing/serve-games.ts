import { vi } from 'vitest';
import { apiFetch } from '@/web/lib/api-client';

type Handler = () => unknown;

/**
 * Answers each API path from `routes` (a thrown error is a failed call). Needs the test
 * file to vi.mock '@/web/lib/api-client' with apiFetch: vi.fn().
 */
export function serveGames(routes: Record<string, Handler>) {
  vi.mocked(apiFetch).mockImplementation(async (path: string) => {
    const handler = routes[path];
    if (!handler) throw new Error(`unexpected ${path}`);
    return handler();
  });
}
