// Full-page screenshots of a page at the widths we check: node scripts/dev/screenshot.mjs URL OUT_PREFIX
import { chromium } from '@playwright/test';

const [url, prefix] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(url, { waitUntil: 'load' });
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
