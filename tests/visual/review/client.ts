/**
 * The review page's script. `reviewClient` runs in the browser: the page inlines its source
 * (`reviewClient.toString()`, see page.ts), so it must use nothing from outside its own body but
 * types and the DOM. It reads the page data from <script id="review-data">.
 */
import type { ReviewEntry, ReviewState } from './store';

export interface PageData {
  /** false in the static export: no accept / reject buttons */
  interactive: boolean;
  state: ReviewState;
  /** prefix of the image URLs: `${imageBase}/${kind}/${id}.png` */
  imageBase: string;
  /** prefix of a story's Storybook link: `${storybookBase}${entry.storyQuery}` */
  storybookBase: string;
}

export function reviewClient(): void {
  type View = 'side' | 'overlay' | 'blink' | 'zoom' | 'modes';
  type Kind = 'baseline' | 'actual' | 'diff' | 'previous';
  const VIEWS: [View, string][] = [
    ['side', 'Side by side'], ['overlay', 'Overlay slider'], ['blink', 'Blink'], ['zoom', 'Diff only (zoomed)'], ['modes', 'Widths & locales'],
  ];
  const BLINK_MS = 500;
  const dataNode = document.getElementById('review-data');
  let data = JSON.parse(dataNode?.textContent ?? '{}') as PageData;
  const filter = { kind: 'all', screen: '', locale: '', width: '' };
  let selectedId: string | null = null;
  let view: View = 'side';
  let version = 0;
  let blinkTimer: number | undefined;
  let slider = 50;

  const $ = (id: string) => document.getElementById(id) as HTMLElement;
  function h(tag: string, attrs: Record<string, string> = {}, ...children: (Node | string | null)[]): HTMLElement {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
    for (const child of children) if (child !== null) node.append(child);
    return node;
  }
  const imageUrl = (kind: string, id: string) => `${data.imageBase}/${kind}/${encodeURIComponent(id)}.png${data.interactive ? `?v=${version}` : ''}`;
  const shown = (): ReviewEntry[] =>
    data.state.entries.filter(
      (e) =>
        (filter.kind === 'all' || e.kind === filter.kind) &&
        (!filter.screen || e.screen === filter.screen) &&
        (!filter.locale || e.locale === filter.locale) &&
        (!filter.width || String(e.width) === filter.width),
    );
  const box = (e: ReviewEntry) => (e.diffBox ? `${e.diffBox.width}×${e.diffBox.height} at ${e.diffBox.x},${e.diffBox.y}` : '-');

  function fillSelect(id: string, values: string[], label: (v: string) => string): void {
    const select = $(id) as HTMLSelectElement;
    const current = select.value;
    select.replaceChildren(h('option', { value: '' }, 'all'), ...values.map((v) => h('option', { value: v }, label(v))));
    select.value = values.includes(current) ? current : '';
  }

  function renderHeader(): void {
    const counts: Record<string, number> = { changed: 0, new: 0, missing: 0, unstable: 0 };
    for (const e of data.state.entries) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
    $('counts').textContent = Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(' · ');
    const decided = data.state.entries.filter((e) => e.decision);
    const tally = ['accepted', 'rejected'].map((d) => `${decided.filter((e) => e.decision === d).length} ${d}`).join(' · ');
    $('decided').replaceChildren(
      h('summary', {}, `Decisions: ${tally}`),
      ...decided.map((e) => h('p', { 'data-testid': 'decided-item', 'data-id': e.id },
        h('strong', { class: `decision ${e.decision ?? ''}` }, e.decision ?? ''), ` ${e.id}`, e.reason ? ` — ${e.reason}` : '')),
    );
    $('warning').textContent = data.state.warning ?? '';
    $('warning').hidden = !data.state.warning;
    const unique = (values: string[]) => [...new Set(values)].sort();
    fillSelect('f-screen', unique(data.state.entries.map((e) => e.screen)), (v) => v);
    fillSelect('f-locale', unique(data.state.entries.map((e) => e.locale)), (v) => v);
    fillSelect('f-width', unique(data.state.entries.flatMap((e) => (e.width ? [String(e.width)] : []))), (v) => `${v} px`);
  }

  function renderList(): void {
    const items = shown();
    if (!items.some((e) => e.id === selectedId)) selectedId = items[0]?.id ?? null;
    const groups = new Map<string, ReviewEntry[]>();
    for (const e of items) groups.set(e.screen, [...(groups.get(e.screen) ?? []), e]);
    $('list').replaceChildren(
      ...[...groups.entries()].map(([screen, group]) =>
        h('section', {}, h('h2', {}, `${screen} (${group.length})`),
          ...group.map((e) => {
            const item = h('button', { type: 'button', class: `item ${e.id === selectedId ? 'selected' : ''}`, 'data-testid': 'story-item', 'data-id': e.id },
              h('span', { class: `kind ${e.decision === 'accepted' ? 'settled' : e.kind}` }, e.kind), ` ${e.name} `,
              h('small', {}, e.diffPixels !== null ? `${e.diffPixels} px` : ''),
              e.decision ? h('span', { class: `decision ${e.decision}` }, e.decision === 'accepted' ? 'accepted ✓' : e.decision) : null,
              e.reason ? h('span', { class: 'reason', 'data-testid': 'item-reason' }, e.reason) : null);
            item.addEventListener('click', () => select(e.id));
            return item;
          }),
        ),
      ),
    );
    $('shown').textContent = `${items.length} shown`;
    const acceptAll = document.getElementById('accept-all');
    if (acceptAll) acceptAll.textContent = `Accept all shown (${items.filter((e) => e.kind !== 'unstable').length})`;
  }

  /** What the baseline column shows: after an accept, the baseline it replaced (kept to undo it). */
  const oldKind = (e: ReviewEntry): Kind => (e.decision === 'accepted' && e.images.previous ? 'previous' : 'baseline');
  const accepted = (e: ReviewEntry) => e.decision === 'accepted' && e.kind !== 'missing';

  function figure(label: string, kind: Kind, e: ReviewEntry, extra: Record<string, string> = {}): HTMLElement {
    const has = e.images[kind];
    return h('figure', extra, h('figcaption', {}, label), has ? h('img', { src: imageUrl(kind, e.id), alt: `${label} of ${e.id}` }) : h('p', {}, '(none)'));
  }

  /** The third column: the diff in red, or once accepted the new image in a calm frame. */
  function diffFigure(e: ReviewEntry): HTMLElement {
    if (accepted(e)) return figure('accepted: the new baseline', 'actual', e, { class: 'accepted', 'data-testid': 'diff-column' });
    return figure('diff', 'diff', e, { 'data-testid': 'diff-column' });
  }

  function zoomCrop(label: string, kind: Kind, e: ReviewEntry): HTMLElement {
    const b = e.diffBox;
    const size = e.size;
    if (!b || !size || !e.images[kind]) return figure(label, kind, e);
    const margin = 8;
    const x = Math.max(0, b.x - margin);
    const y = Math.max(0, b.y - margin);
    const w = b.width + 2 * margin;
    const hgt = b.height + 2 * margin;
    // three crops side by side within the detail column (360 px each at most)
    const fit = Math.max(120, Math.min(360, Math.floor((($('detail').clientWidth || 1100) - 64) / 3)));
    const scale = Math.max(1, Math.min(8, Math.floor(fit / Math.max(w, hgt))));
    const crop = h('div', { class: 'crop', 'data-testid': 'zoom-crop' });
    crop.style.cssText = `width:${w * scale}px;height:${hgt * scale}px;background-image:url("${imageUrl(kind, e.id)}");` +
      `background-size:${size.width * scale}px auto;background-position:-${x * scale}px -${y * scale}px`;
    return h('figure', kind === 'actual' && label !== 'actual' ? { class: 'accepted' } : {}, h('figcaption', {}, `${label} ×${scale}`), crop);
  }

  /** The story's own screenshot and each of its modes, at their widths scaled alike: old above, new below. */
  function modesView(e: ReviewEntry): HTMLElement {
    if (e.modes.length < 2) return h('p', {}, 'This story has no other widths or locales.');
    const available = Math.max(300, ($('detail').clientWidth || 900) - 40 - 12 * e.modes.length);
    const total = e.modes.reduce((sum, m) => sum + (m.size?.width ?? 375), 0);
    const scale = Math.min(1, available / total);
    const row = (which: 'old' | 'new') =>
      h('div', { class: 'modes', 'data-testid': `modes-${which}` }, ...e.modes.map((m) => {
        const entry = data.state.entries.find((x) => x.id === m.id);
        const kind: Kind | null =
          which === 'new' ? (m.kind === 'missing' ? null : m.image) : entry ? (entry.images[oldKind(entry)] ? oldKind(entry) : null) : m.image;
        const width = `${Math.round((m.size?.width ?? 375) * scale)}px`;
        const label = `${m.mode ?? 'default'}${m.kind ? ` · ${m.kind}` : which === 'new' ? ' · unchanged' : ''}${m.decision ? ` · ${m.decision}` : ''}`;
        const img = kind ? h('img', { src: imageUrl(kind, m.id), alt: `${which} ${m.id}` }) : h('p', {}, '(none)');
        img.style.width = width;
        const fig = h('figure', { 'data-mode': m.mode ?? '', class: m.id === e.id ? 'current' : '' }, h('figcaption', {}, label), img);
        if (entry && m.id !== e.id) fig.addEventListener('click', () => select(m.id));
        return fig;
      }));
    return h('div', {}, h('p', {}, 'Baselines (old):'), row('old'), h('p', {}, 'This run (new; a mode without a change shows its baseline):'), row('new'));
  }

  function renderView(e: ReviewEntry): HTMLElement {
    window.clearInterval(blinkTimer);
    if (view === 'overlay') {
      const top = h('img', { src: imageUrl('actual', e.id), alt: 'actual', class: 'top' });
      const range = h('input', { type: 'range', min: '0', max: '100', value: String(slider), 'aria-label': 'overlay position' }) as HTMLInputElement;
      const clip = () => { top.style.clipPath = `inset(0 ${100 - slider}% 0 0)`; };
      range.addEventListener('input', () => { slider = Number(range.value); clip(); });
      clip();
      return h('div', {}, range, h('p', {}, 'left of the slider: actual · right: baseline'),
        h('div', { class: 'stack' }, h('img', { src: imageUrl(oldKind(e), e.id), alt: 'baseline' }), top));
    }
    if (view === 'blink') {
      const img = h('img', { src: imageUrl(oldKind(e), e.id), alt: 'blink' }) as HTMLImageElement;
      const label = h('strong', { 'data-testid': 'blink-label' }, 'baseline');
      let onActual = false;
      blinkTimer = window.setInterval(() => {
        onActual = !onActual;
        img.src = imageUrl(onActual ? 'actual' : oldKind(e), e.id);
        label.textContent = onActual ? 'actual' : 'baseline';
      }, BLINK_MS);
      return h('div', {}, h('p', {}, 'showing ', label, ` (every ${BLINK_MS} ms)`), img);
    }
    if (view === 'zoom') {
      if (!e.diffBox) return h('p', {}, 'No changed region: this story has no diff.');
      const third = accepted(e) ? zoomCrop('accepted', 'actual', e) : zoomCrop('diff', 'diff', e);
      return h('div', { class: 'row' }, zoomCrop('baseline', oldKind(e), e), zoomCrop('actual', 'actual', e), third);
    }
    if (view === 'modes') return modesView(e);
    const baselineLabel = oldKind(e) === 'previous' ? 'old baseline (kept to undo)' : 'baseline';
    return h('div', { class: 'row' }, figure(baselineLabel, oldKind(e), e), figure('new', 'actual', e), diffFigure(e));
  }

  function renderDetail(): void {
    const e = data.state.entries.find((x) => x.id === selectedId);
    if (!e) {
      $('detail').replaceChildren(h('p', {}, 'Nothing to review with these filters.'));
      return;
    }
    const tabs = VIEWS.map(([value, label], index) => {
      const tab = h('button', { type: 'button', class: value === view ? 'tab on' : 'tab', 'aria-pressed': String(value === view) }, `${label} (${index + 1})`);
      tab.addEventListener('click', () => { view = value; renderDetail(); });
      return tab;
    });
    const actions: HTMLElement[] = [];
    if (data.interactive) {
      const accept = h('button', { type: 'button', 'data-testid': 'accept' }, 'Accept (a)');
      const reason = h('input', {
        type: 'text', id: 'reason', 'data-testid': 'reject-reason', maxlength: '500', 'aria-label': 'why reject (for the developer)', placeholder: 'why reject? (r)',
      }) as HTMLInputElement;
      reason.value = e.reason ?? '';
      const reject = h('button', { type: 'button', 'data-testid': 'reject' }, 'Reject');
      const sendReject = () => {
        if (!reason.value.trim()) {
          $('status').textContent = 'Say why it is rejected first: the developer reads it.';
          reason.focus();
          return;
        }
        void decide('reject', [e.id], reason.value);
      };
      accept.addEventListener('click', () => void decide('accept', [e.id]));
      reject.addEventListener('click', sendReject);
      reason.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') sendReject();
        else if (event.key === 'Escape') reason.blur();
      });
      if (e.kind !== 'unstable') actions.push(accept);
      actions.push(reason, reject);
      if (e.decision) {
        const undo = h('button', { type: 'button', 'data-testid': 'undo' }, 'Undo (u)');
        undo.addEventListener('click', () => void decide('undo', [e.id]));
        actions.push(undo);
      }
    } else {
      // one run checks a story in both locales, its modes with it
      actions.push(h('p', { class: 'note' }, 'Accept locally: ', h('code', {}, `npm run test:visual:update -- --only ${e.storyId}`)));
    }
    $('detail').replaceChildren(
      h('h2', { 'data-testid': 'story-name' }, `${e.title} / ${e.name}`),
      h('p', {}, h('code', {}, e.id), ' · ', h('a', { href: `${data.storybookBase}${e.storyQuery}`, target: '_blank' }, 'open in Storybook')),
      h('p', {}, `${e.kind} · ${e.diffPixels ?? '-'} px differ · box ${box(e)} · ${e.locale} · ${e.width ?? '?'} px wide`,
        e.decision ? h('strong', { 'data-testid': 'decision' }, ` · ${e.decision}`) : null),
      e.reason ? h('p', { class: 'reason', 'data-testid': 'reason' }, `Rejected because: ${e.reason}`) : '',
      h('div', { class: 'actions' }, ...actions),
      h('div', { class: 'tabs' }, ...tabs),
      renderView(e),
      e.failures.length ? h('pre', {}, e.failures.join('\n\n')) : '',
    );
  }

  function render(): void {
    renderList();
    renderDetail();
  }

  function select(id: string | null): void {
    selectedId = id;
    render();
    document.querySelector('.item.selected')?.scrollIntoView({ block: 'nearest' });
  }

  function step(by: number): void {
    const items = shown();
    const at = items.findIndex((e) => e.id === selectedId);
    const next = items[Math.min(items.length - 1, Math.max(0, at + by))];
    if (next) select(next.id);
  }

  /** The first undecided story after the current one in the list as shown (wrapping round), else the current one. */
  function nextUndecided(from: string): string {
    const items = shown();
    const at = items.findIndex((e) => e.id === from);
    const order = [...items.slice(at + 1), ...items.slice(0, Math.max(0, at))];
    return order.find((e) => !e.decision)?.id ?? from;
  }

  async function decide(action: 'accept' | 'reject' | 'undo', ids: string[], reason = ''): Promise<void> {
    if (!data.interactive || !ids.length) return;
    const response = await fetch(`/api/${action}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(action === 'reject' ? { ids, reason } : { ids }),
    });
    const body = (await response.json()) as { results?: { id: string; ok: boolean; message: string }[]; state?: ReviewState; error?: string };
    const refused = (body.results ?? []).filter((r) => !r.ok);
    const done = (body.results ?? []).filter((r) => r.ok).map((r) => `${r.id}: ${r.message}`).join('; ');
    $('status').textContent = body.error ?? (refused.length ? refused.map((r) => `${r.id}: ${r.message}`).join('; ') : done);
    if (body.state) data = { ...data, state: body.state };
    version += 1;
    renderHeader();
    // one story decided: on to the next one still to decide (an undo stays, to decide again)
    const [only] = ids;
    if (ids.length === 1 && only && action !== 'undo' && !refused.length && !body.error) select(nextUndecided(only));
    else render();
  }

  for (const [id, key] of [['f-kind', 'kind'], ['f-screen', 'screen'], ['f-locale', 'locale'], ['f-width', 'width']] as const) {
    $(id).addEventListener('change', (event) => { filter[key] = (event.target as HTMLSelectElement).value; render(); });
  }
  document.getElementById('accept-all')?.addEventListener('click', () => {
    const ids = shown().filter((e) => e.kind !== 'unstable').map((e) => e.id);
    if (ids.length && window.confirm(`Accept ${ids.length} stories as their new baselines?`)) void decide('accept', ids);
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (event.metaKey || event.ctrlKey || event.altKey || ['SELECT', 'INPUT', 'TEXTAREA'].includes(target.tagName)) return;
    const current = selectedId;
    if (event.key === 'ArrowDown' || event.key === 'j') step(1);
    else if (event.key === 'ArrowUp' || event.key === 'k') step(-1);
    else if (event.key === 'a' && current) void decide('accept', [current]);
    else if (event.key === 'r' && current) document.getElementById('reason')?.focus();
    else if (event.key === 'u' && current) void decide('undo', [current]);
    else if (['1', '2', '3', '4', '5'].includes(event.key)) { view = VIEWS[Number(event.key) - 1]?.[0] ?? view; renderDetail(); }
    else return;
    event.preventDefault();
  });
  renderHeader();
  render();
  document.body.dataset.ready = 'true';
}
