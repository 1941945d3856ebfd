import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const w of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w === 390 ? 844 : 900 } });
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const name = `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, '_')}_${w}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name, await page.title());
  }
  await ctx.close();
}
await browser.close();
