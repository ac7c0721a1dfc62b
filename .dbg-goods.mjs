import { chromium } from 'playwright-core';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
const root = process.env.SB_DIR || '/work/main/storybook-static';
const types = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };
const server = http.createServer((req, res) => {
  let p = decodeURIComponent(req.url.split('?')[0]); if (p.endsWith('/')) p += 'index.html';
  const f = path.join(root, p);
  if (!fs.existsSync(f)) { res.statusCode = 404; return res.end(); }
  res.setHeader('Content-Type', types[path.extname(f)] || 'application/octet-stream'); res.end(fs.readFileSync(f));
}).listen(0, '127.0.0.1');
await new Promise((r) => server.on('listening', r));
const port = server.address().port;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
page.on('console', (m) => console.log('console', m.text())); page.on('request', (r) => r.url().includes('teamall') && console.log('REQ', r.url(), r.postData()));
await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${process.argv[2]}&viewMode=story`);
await page.waitForTimeout(4000);
console.log(await page.evaluate(process.argv[3]));
await browser.close(); server.close();
