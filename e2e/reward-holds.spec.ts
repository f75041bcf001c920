import { createUser, demoAdmin, signInViaApi } from './support/accounts';
import { expect, test } from './fixtures';

test('an admin holds a flagged account from the Security Center, then releases it', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Three accounts paid from one address (every browser test comes from 127.0.0.1).
  const farm = [];
  for (let i = 0; i < 3; i++) {
    const ctx = await playwright.request.newContext({ baseURL });
    const user = await createUser(ctx, baseURL);
    await signInViaApi(ctx, baseURL, user);
    const paid = await ctx.post('/api/test/paid-watch', { headers: { origin: baseURL ?? '' } });
    expect(paid.ok(), await paid.text()).toBe(true);
    await ctx.dispose();
    farm.push(user);
  }
  const target = farm[0]?.displayName ?? '';

  await signInViaApi(page.request, baseURL, demoAdmin);
  await page.goto('/admin/security');
  const flagged = page.getByRole('table', { name: 'Flagged accounts' });
  const row = flagged.getByRole('row').filter({ hasText: target });
  await expect(row).toContainText('accounts were paid watch rewards from');
  await row.getByRole('button', { name: /^Hold/ }).click();

  const form = page.getByRole('region', { name: 'Hold rewards' });
  await form.getByLabel('Reason').fill('Farm from one address (browser test)');
  await form.getByRole('button', { name: 'Hold rewards' }).click();

  const holds = page.getByRole('table', { name: 'Rewards on hold' });
  const held = holds.getByRole('row').filter({ hasText: target });
  await expect(held).toContainText('Farm from one address (browser test)');
  await expect(row).toContainText('On hold');

  await held.getByRole('button', { name: /^Release/ }).click();
  await expect(held).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Hold/ })).toBeVisible();
});
