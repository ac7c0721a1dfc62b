/**
 * The static export of the review page (what CI uploads): the same page without accept buttons,
 * its images copied next to it, and the command that accepts locally.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderPage } from './page';
import { IMAGE_KINDS, imagePath, loadReview, type ReviewPaths } from './store';

/** Writes `<outDir>/index.html` and `<outDir>/images/<kind>/<id>.png`; returns the number of stories. */
export function exportReview(paths: ReviewPaths, outDir: string, storybookBase: string): number {
  const state = loadReview(paths);
  for (const kind of IMAGE_KINDS) fs.mkdirSync(path.join(outDir, 'images', kind), { recursive: true });
  for (const entry of state.entries) {
    for (const kind of IMAGE_KINDS) {
      if (!entry.images[kind]) continue;
      fs.copyFileSync(imagePath(paths, kind, entry.id), path.join(outDir, 'images', kind, `${entry.id}.png`));
    }
  }
  const html = renderPage({ interactive: false, state, imageBase: 'images', storybookBase });
  fs.writeFileSync(path.join(outDir, 'index.html'), html);
  return state.entries.length;
}
