// Takes screenshots of app pages in Debian's Chromium, for looking at the UI by eye.
// Usage: node scripts/screenshot.mjs http://localhost:3000 /home /about ... [--width 360] [--out .tmp/shots]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const base = args.shift();
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
};
const width = Number(opt('--width', '1280'));
const out = opt('--out', '.tmp/shots');
const full = opt('--full', 'true') === 'true';
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on('console', (m) => m.type() === 'error' && console.log(`[console.error] ${m.text()}`));
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
for (const route of args) {
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const file = path.join(out, `${route.replace(/\W+/g, '_') || 'root'}-${width}.png`);
  await page.screenshot({ path: file, fullPage: full });
  console.log(file);
}
await browser.close();
