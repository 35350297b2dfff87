// Which elements become LCP candidates, and when, on a mid-range phone (4×
// slower CPU, as Lighthouse's mobile profile): `node scripts/dev/lcp-probe.mjs URL…`.
// A candidate painted after the first paint drags every script requested before
// it into Lighthouse's simulated LCP.
import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
for (const url of process.argv.slice(2)) {
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const entries = (window.__paints = []);
      const label = (element) =>
        `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 40)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          entries.push([
            Math.round(entry.startTime),
            entry.size,
            entry.element ? label(entry.element) : entry.url,
          ]);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          entries.push([entry.name, Math.round(entry.startTime)]);
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    console.log(url, JSON.stringify(await page.evaluate(() => window.__paints)));
    await context.close();
  }
}
await browser.close();
