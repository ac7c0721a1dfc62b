import { chromium } from 'playwright-core';
import { serveStatic } from './scripts/lib/static-server.mjs';
const server = await serveStatic('/work/main/storybook-static');
const base = server.url ?? `http://127.0.0.1:${server.port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
page.on('console', (m) => console.log('console', m.text()));
await page.goto(`${base}/iframe.html?id=components-pulltorefresh--idle&viewMode=story`);
await page.waitForSelector('text=明前西湖龙井');
const out = await page.evaluate(async () => {
  const target = [...document.querySelectorAll('li')].find((e) => e.textContent === '明前西湖龙井');
  const root = document.querySelector('[data-pull-status]');
  const log = [];
  const rect = target.getBoundingClientRect();
  const x = rect.left + 10, y0 = rect.top + 10;
  log.push('touch ' + ('ontouchstart' in window), 'scrollY ' + window.scrollY);
  let node = root.parentElement; while (node) { const s = getComputedStyle(node); if (s.overflowY !== 'visible') log.push(node.tagName + '#' + node.id + ' ' + s.overflowY + ' ' + node.scrollHeight + '/' + node.clientHeight + ' top ' + node.scrollTop); node = node.parentElement; }
  const fire = (type, y) => target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, composed: true, pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y, button: 0, buttons: type === 'pointerup' ? 0 : 1 }));
  fire('pointerdown', y0);
  for (let i = 1; i <= 8; i++) { await new Promise((r) => setTimeout(r, 16)); fire('pointermove', y0 + 30 * i); log.push(root.dataset.pullStatus); }
  fire('pointerup', y0 + 240);
  await new Promise((r) => setTimeout(r, 50));
  log.push('after ' + root.dataset.pullStatus);
  return log;
});
console.log(out);
await browser.close(); server.close?.(); process.exit(0);
