import { request as apiRequest, expect, type APIRequestContext } from '@playwright/test';
import { test as base } from '../fixtures';
import { createUser, demoAdmin, signInViaApi, type TestUser } from './accounts';
import { e2ePort } from './e2e-env';

export type Visitor = 'visitor' | 'user' | 'admin';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

const baseURL = `http://127.0.0.1:${e2ePort}`;

/** Signs `user` in (creating a fresh one when none is given) and returns its cookies. */
async function sessionOf(user: TestUser | null): Promise<StorageState> {
  const api = await apiRequest.newContext({ baseURL });
  try {
    const who = user ?? (await createUser(api, baseURL));
    await signInViaApi(api, baseURL, who);
    if (!user) {
      // Enough QTT for a vault, and one vault, so the wallet has rows to show.
      const headers = { origin: baseURL };
      const grant = await api.post('/api/test/grant', { headers, data: { amount: 1000 } });
      expect(grant.ok(), await grant.text()).toBe(true);
      const vault = await api.post('/api/vaults', { headers, data: { amount: '25' } });
      expect(vault.status(), await vault.text()).toBe(201);
    }
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

/**
 * `test.use({ visitor: 'user' })` runs a test signed in as this worker's own funded user,
 * `'admin'` as the demo admin; one sign-in per worker, reused by every test.
 */
export const test = base.extend<
  { visitor: Visitor },
  { userState: StorageState; adminState: StorageState }
>({
  visitor: ['visitor', { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first
  userState: [async ({}, use) => use(await sessionOf(null)), { scope: 'worker' }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first
  adminState: [async ({}, use) => use(await sessionOf(demoAdmin)), { scope: 'worker' }],
  storageState: async ({ visitor, userState, adminState, storageState }, use) => {
    if (visitor === 'user') await use(userState);
    else if (visitor === 'admin') await use(adminState);
    else await use(storageState);
  },
});

export { expect };
