import { chromium } from 'playwright-core';
import { readdirSync, writeFileSync } from 'node:fs';
const dir = process.argv[2]; const out = process.argv[3]; const only = process.argv[4]?.split(',');
const files = readdirSync(dir).filter(f => f.endsWith('.svg') && (!only || only.includes(f.replace('.svg',''))));
const html = `<html><body style="margin:8px;font:11px sans-serif;display:flex;flex-wrap:wrap;gap:6px;width:${only?700:1000}px">` +
  files.map(f => `<div style="width:104px;text-align:center"><img src="file://${dir}/${f}" width=88 height=88 style="border:1px solid #ddd"><br>${f.replace('.svg','')}</div>`).join('') + '</body></html>';
writeFileSync('/tmp/qc-sheet.html', html);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const p = await b.newPage({ viewport: { width: only?720:1020, height: 400 }, deviceScaleFactor: 1 });
await p.goto('file:///tmp/qc-sheet.html'); await p.screenshot({ path: out, fullPage: true }); await b.close();
