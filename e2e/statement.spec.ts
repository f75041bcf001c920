import fs from 'node:fs';
import { formatQtt, parseQtt } from '@/domain/money/qtt';
import { createUser, signInViaApi } from './support/accounts';
import { allowRealTime, expect, test } from './fixtures';

/** The cells of a CSV file (RFC 4180: quoted cells may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\r\n').filter(Boolean)) {
    const cells: string[] = [];
    for (const match of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g))
      cells.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''));
    rows.push(cells);
  }
  return rows;
}

const units = (v: string) => (v.startsWith('-') ? -parseQtt(v.slice(1)) : parseQtt(v));

test('the statement’s CSV downloads and its rows add up to the closing balance shown @mobile', async ({
  page,
  baseURL,
}) => {
  // Everything below happens in one UTC month: a run in the last minute of one waits it out.
  allowRealTime(60);
  const now = new Date();
  const toNextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - now.getTime();
  if (toNextMonth < 60_000) await page.waitForTimeout(toNextMonth + 1_000);

  // Another member to send to, then this one: 25 QTT granted, 3.25 sent.
  const other = await createUser(page.request, baseURL);
  await createUser(page.request, baseURL).then((me) => signInViaApi(page.request, baseURL, me));
  const headers = { origin: baseURL ?? '' };
  expect((await page.request.post('/api/test/grant', { headers, data: { amount: 25 } })).ok()).toBe(
    true,
  );
  const sent = await page.request.post('/api/wallet/send', {
    headers: { ...headers, 'idempotency-key': `statement-e2e-${Date.now()}` },
    data: { to: other.displayName, amount: '3.25' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/wallet');
  await page.getByRole('tab', { name: /Transactions/ }).click();
  await page.getByRole('link', { name: 'Statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement' })).toBeVisible();
  const month = new Date().toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
  await expect(page.getByRole('heading', { level: 2, name: month })).toBeVisible();
  const closing = page.getByRole('row', { name: /Closing balance/ }).getByRole('cell');
  await expect(closing).toHaveText('21.75');
  await expect(page.getByRole('row', { name: /Sent to members/ })).toContainText('−3.25');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `qtn-statement-${new Date().toISOString().slice(0, 7)}.csv`,
  );
  const rows = parseCsv(fs.readFileSync((await download.path()) ?? '', 'utf8'));
  expect(rows[0]).toEqual(['From', 'To', 'Section', 'Item', 'Amount (QTT)']);
  const body = rows.slice(1);
  const sum = body
    .filter((r) => r[2] !== 'Closing')
    .reduce((total, r) => total + units(r[4] ?? ''), 0n);
  const closingRow = body.find((r) => r[2] === 'Closing');
  expect(closingRow?.[4]).toBe('21.75');
  expect(sum).toBe(units(closingRow?.[4] ?? ''));
  expect(formatQtt(sum)).toBe(await closing.textContent());

  // The month before, by keyboard: nothing happened then.
  await page.getByRole('button', { name: 'Previous month' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No movements in this period')).toBeVisible();
  await expect(closing).toHaveText('0.00');
  await page.getByRole('button', { name: 'Next month' }).focus();
  await page.keyboard.press('Enter');
  await expect(closing).toHaveText('21.75');
});
