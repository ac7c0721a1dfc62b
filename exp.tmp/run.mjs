import { build } from 'vite';
import { gzipSync } from 'node:zlib';
for (const f of process.argv.slice(2)) {
  const r = await build({ logLevel: 'silent', configFile: false, build: { write: false, lib: false, rolldownOptions: { input: f, external: ['react', 'react-dom'] } } , resolve: process.env.ALIAS ? { alias: JSON.parse(process.env.ALIAS) } : {} });
  const out = (Array.isArray(r) ? r : [r]).flatMap((x) => x.output).filter((c) => c.type === 'chunk');
  const code = out.map((c) => c.code).join('\n');
  console.log(f, (code.length / 1000).toFixed(1), 'min', (gzipSync(code).length / 1000).toFixed(1), 'gz');
}
