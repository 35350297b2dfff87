import { chromium } from '@playwright/test';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
const p = await b.newPage();
p.on('request', (r) => console.log('REQ', r.method(), r.url()));
p.on('requestfailed', (r) => console.log('FAIL', r.url(), r.failure()?.errorText));
p.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
await p.goto(process.argv[2] ?? 'http://localhost:3100/', { waitUntil: 'load' });
await p.waitForTimeout(4000);
await b.close();
