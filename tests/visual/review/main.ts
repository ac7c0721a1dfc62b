/**
 * `npm run review` (tests/visual/review/cli.mjs loads this through Vite's module runner).
 *   npm run review                       serve the last run's results on 127.0.0.1 (PORT, default 6007)
 *   npm run review -- --export <dir>     write the read-only page to <dir> (what CI uploads)
 */
import path from 'node:path';
import { exportReview } from './export';
import { startReviewServer } from './server';
import { defaultPaths } from './store';

export async function main(argv: readonly string[], root: string): Promise<number> {
  const paths = defaultPaths(root);
  const storybookDir = path.join(root, 'storybook-static');
  const exportAt = argv.indexOf('--export');
  if (exportAt >= 0) {
    const outDir = path.resolve(root, argv[exportAt + 1] ?? 'tests/visual/report/review');
    const storybookBase = `${path.relative(outDir, storybookDir).split(path.sep).join('/')}/`;
    const count = exportReview(paths, outDir, storybookBase);
    console.log(`review: ${count} stories to review written to ${path.relative(root, path.join(outDir, 'index.html'))}`);
    return 0;
  }
  const unknown = argv.filter((arg) => arg !== '--export');
  if (unknown.length) {
    console.error(`review: unknown option(s) ${unknown.join(' ')}`);
    return 2;
  }
  const server = await startReviewServer({ paths, storybookDir, port: Number(process.env.PORT ?? 6007) });
  console.log(`review: ${server.url}  (Ctrl-C to stop)`);
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
  });
  await server.close();
  return 0;
}
