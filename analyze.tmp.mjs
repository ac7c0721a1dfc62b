import { build } from 'vite';
import { gzipSync } from 'node:zlib';
const screen = process.argv[2] || 'HomeScreen';
const chunks = {};
await build({ logLevel: 'silent', build: { outDir: '/tmp/dist-analyze' }, plugins: [{ name: 'an', generateBundle(_, bundle) {
  for (const c of Object.values(bundle)) if (c.type === 'chunk') chunks[c.fileName] = c;
}}]});
const entry = Object.values(chunks).find((c) => c.isEntry);
const home = Object.values(chunks).find((c) => c.facadeModuleId?.endsWith(screen + '.tsx'));
const seen = new Set(); const walk = (c) => { if (seen.has(c.fileName)) return; seen.add(c.fileName); c.imports.forEach((f) => walk(chunks[f])); };
walk(entry); walk(home);
const groups = {}; let total = 0;
for (const f of seen) { const c = chunks[f]; const gz = gzipSync(c.code).length; total += gz;
  const mods = Object.entries(c.modules); const sumR = mods.reduce((s, [, m]) => s + m.renderedLength, 0) || 1;
  for (const [id, m] of mods) { let g;
    if (id.includes('node_modules/')) { const p = id.split('node_modules/').pop().split('/'); g = p[0].startsWith('@') ? p[0] + '/' + p[1] : p[0]; if (g === 'antd-mobile') g += '/' + (p[2] === 'components' ? p[3] : p[2]); }
    else g = id.replace(process.cwd() + '/', '').split('/').slice(0, 3).join('/');
    groups[g] = (groups[g] || 0) + gz * m.renderedLength / sumR; }
}
Object.entries(groups).sort((a, b) => b[1] - a[1]).filter(([, v]) => v > 250).forEach(([g, v]) => console.log((v / 1000).toFixed(1).padStart(6), g));
console.log('total', (total / 1000).toFixed(1));
