/**
 * The static export of the review page (what CI uploads, or `npm run review -- --export <dir>` at the
 * end of a local review): the same page without accept buttons, its images copied next to it, the
 * command that accepts locally, and the decisions taken so far with each reject's reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderPage } from './page';
import { IMAGE_KINDS, imagePath, loadReview, type ImageKind, type ReviewPaths } from './store';

/** Writes `<outDir>/index.html` and `<outDir>/images/<kind>/<id>.png`; returns the number of stories. */
export function exportReview(paths: ReviewPaths, outDir: string, storybookBase: string): number {
  const state = loadReview(paths);
  for (const kind of IMAGE_KINDS) fs.mkdirSync(path.join(outDir, 'images', kind), { recursive: true });
  const copy = (kind: ImageKind, id: string) => {
    const target = path.join(outDir, 'images', kind, `${id}.png`);
    fs.copyFileSync(imagePath(paths, kind, id), target);
  };
  for (const entry of state.entries) {
    for (const kind of IMAGE_KINDS) if (entry.images[kind]) copy(kind, entry.id);
    // the story's other widths and locales, for the side-by-side view of its modes
    for (const shot of entry.modes) if (shot.image) copy(shot.image, shot.id);
  }
  const html = renderPage({ interactive: false, state, imageBase: 'images', storybookBase });
  fs.writeFileSync(path.join(outDir, 'index.html'), html);
  return state.entries.length;
}
