/** The review page: one HTML document with its styles, its data and its script inlined. */
import { reviewClient, type PageData } from './client';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script>: no `</script>` or `<!--` can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const STYLE = `
  * { box-sizing: border-box; }
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #222; background: #fff; display: flex; flex-direction: column; height: 100vh; }
  header { padding: 12px 16px; border-bottom: 1px solid #ddd; display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
  header h1 { font-size: 18px; margin: 0; }
  .warning { flex-basis: 100%; background: #fff3cd; border: 1px solid #d39e00; padding: 8px; margin: 0; font-weight: bold; }
  .note { flex-basis: 100%; margin: 0; }
  main { display: grid; grid-template-columns: 280px minmax(0, 1fr); flex: 1; min-height: 0; }
  #list { overflow: auto; border-right: 1px solid #ddd; padding: 8px; }
  #list h2 { font-size: 13px; margin: 12px 0 4px; color: #555; }
  .item { display: block; width: 100%; text-align: left; border: 1px solid transparent; background: none; padding: 4px 6px; cursor: pointer; font: inherit; }
  .item.selected { border-color: #1677ff; background: #e6f0ff; }
  .kind { font-size: 11px; padding: 0 4px; border-radius: 3px; background: #eee; }
  .kind.changed { background: #ffd6d6; } .kind.new { background: #d6f5d6; } .kind.missing { background: #e0e0ff; } .kind.unstable { background: #ffe8b3; }
  .kind.settled { background: #e8efe9; color: #556; }
  .decision { font-size: 11px; margin-left: 4px; } .decision.accepted { color: #1a7f37; } .decision.rejected { color: #c00; }
  .reason { display: block; font-size: 12px; color: #8a1f11; overflow-wrap: anywhere; }
  #decided { flex-basis: 100%; } #decided p { margin: 2px 0; }
  #detail { overflow: auto; padding: 12px 16px; }
  #detail h2 { font-size: 16px; margin: 0 0 4px; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; max-width: 1160px; }
  figure { margin: 0; min-width: 0; } figcaption { font-weight: bold; }
  img { max-width: 100%; height: auto; border: 1px solid #ccc; display: block; }
  .row img { width: 375px; }
  figure.accepted figcaption { color: #1a7f37; } figure.accepted img, figure.accepted .crop { border: 2px solid #1a7f37; }
  .modes { display: flex; gap: 12px; align-items: flex-start; margin-bottom: 8px; }
  .modes figure { cursor: pointer; } .modes figure.current figcaption { color: #1677ff; }
  .modes img { max-width: none; }
  #reason { width: 260px; font: inherit; }
  .stack { position: relative; display: inline-block; } .stack img { max-width: 375px; }
  .stack .top { position: absolute; left: 0; top: 0; }
  .crop { border: 1px solid #ccc; background-repeat: no-repeat; image-rendering: pixelated; }
  .tabs, .actions { display: flex; gap: 8px; margin: 8px 0; align-items: center; }
  .tab.on { font-weight: bold; border-color: #1677ff; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: 8px; }
`;

export function renderPage(data: PageData): string {
  const { state } = data;
  const acceptAll = data.interactive ? '<button type="button" id="accept-all" data-testid="accept-all">Accept all shown</button>' : '';
  const note = data.interactive
    ? '<p class="note">Keys: ↓/j next · ↑/k previous · a accept · r reject (type why, Enter) · u undo · 1-5 views. After a decision the next undecided story opens. Accepting writes the actual screenshot as the baseline in tests/visual/baselines/ and keeps the old one until the next run, so a reject or an undo puts it back; commit the baselines with a message naming the stories.</p>'
    : '<p class="note">This is a read-only copy of the review. To accept locally, check out the branch and run <code>npm run review</code> after <code>npm run test:visual</code> (or, per story, the command shown with it).</p>';
  const run = [state.only ? `--only ${state.only}` : 'all stories', state.runLocale, state.finishedAt].filter(Boolean).join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual review</title>
<style>${STYLE}</style></head><body>
<header>
  <h1>Visual review</h1><span id="counts"></span><span>${escapeHtml(run)}</span>
  <label>show <select id="f-kind" data-testid="filter-kind"><option value="all">all</option><option value="changed">changed only</option><option value="new">new only</option><option value="missing">missing</option><option value="unstable">unstable</option></select></label>
  <label>screen <select id="f-screen" data-testid="filter-screen"></select></label>
  <label>locale <select id="f-locale" data-testid="filter-locale"></select></label>
  <label>width <select id="f-width" data-testid="filter-width"></select></label>
  <span id="shown"></span>${acceptAll}<span id="status" role="status" data-testid="status"></span>
  <p class="warning" id="warning" hidden></p>
  <details id="decided" data-testid="decisions"${data.interactive ? '' : ' open'}></details>
  ${note}
</header>
<main><nav id="list" aria-label="stories"></nav><section id="detail"></section></main>
<script type="application/json" id="review-data">${scriptJson(data)}</script>
<script>(${reviewClient.toString()})();</script>
</body></html>
`;
}
