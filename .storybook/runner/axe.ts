/**
 * Accessibility: axe on the rendered story, honouring `parameters.a11y` like
 * @storybook/addon-a11y ('off' or disable skips it, 'todo' prints violations without failing,
 * anything else fails), plus the page-language check axe has no rule for.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type {
  Result as AxeViolation,
  RunOptions,
  SerialFrameSelector,
  SerialSelectorList,
  Spec as AxeSpec,
} from 'axe-core';
import type { Page } from 'playwright-core';

type AxeSelectors = SerialFrameSelector | SerialSelectorList;
type AxeContextObject = { include?: AxeSelectors; exclude?: AxeSelectors };

/** The part of @storybook/addon-a11y's `parameters.a11y` that survives JSON (it crosses the page boundary). */
export interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: AxeSpec;
  options?: RunOptions;
  context?: AxeSelectors | AxeContextObject;
}

/** The app is Chinese-only; with any other lang Chromium picks the Japanese CJK glyphs. */
const PAGE_LANG = 'zh-CN';

// Like @storybook/addon-a11y: check the body (so page-level rules such as "one main landmark"
// stay off for components) minus Storybook's own elements.
const AXE_INCLUDE = 'body';
const AXE_EXCLUDE = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
// Component stories have no landmarks; @storybook/addon-a11y turns this rule off too.
const AXE_DEFAULT_DISABLED_RULES = ['region'];
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What axe.run gets: the story's configuration, the context and the run options. */
interface AxeRun {
  config: AxeSpec;
  context: { include: SerialFrameSelector[]; exclude: SerialFrameSelector[] };
  options: RunOptions;
}

function axeRun(a11y: A11yParameters | undefined): AxeRun {
  const config: AxeSpec = a11y?.config ?? {};
  // The story's rules come last, so they can turn a default-disabled rule back on.
  const rules = [
    ...AXE_DEFAULT_DISABLED_RULES.map((id) => ({ id, enabled: false })),
    ...(config.rules ?? []),
  ];
  // With options.runOnly, axe ignores configured `enabled: false`; repeat them as run options.
  const ruleOptions = Object.fromEntries(
    rules.filter((rule) => rule.enabled === false).map((rule) => [rule.id, { enabled: false }]),
  );
  // Only violations fail a story: axe then collects one node per passed or inapplicable rule instead
  // of every node (the larger part of a run on a long page).
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...a11y?.options,
    rules: { ...ruleOptions, ...a11y?.options?.rules },
  };
  return { config: { ...config, rules }, context: axeContext(a11y?.context), options };
}

function isAxeContextObject(context: A11yParameters['context']): context is AxeContextObject {
  return (
    typeof context === 'object' &&
    !Array.isArray(context) &&
    ('include' in context || 'exclude' in context)
  );
}

/**
 * Maps addon-a11y's `parameters.a11y.context` (selectors, or { include, exclude }) onto axe's
 * context; without an `include` the body is checked, and Storybook's own elements never are.
 */
function axeContext(context: A11yParameters['context']): AxeRun['context'] {
  const asList = (selectors: AxeSelectors): SerialFrameSelector[] =>
    Array.isArray(selectors) ? selectors : [selectors];
  const { include, exclude }: AxeContextObject = isAxeContextObject(context)
    ? context
    : { include: context };
  return {
    include: asList(include ?? AXE_INCLUDE),
    exclude: [...AXE_EXCLUDE, ...(exclude === undefined ? [] : asList(exclude))],
  };
}

/** Where the runner keeps its own axe in a frame, apart from any axe the page itself loads. */
const AXE_GLOBAL = '__storyRunnerAxe';

interface AxeInPage {
  reset(): void;
  configure(spec: AxeSpec & { branding?: { application: string }; allowedOrigins?: string[] }): void;
  run(context: AxeRun['context'], options: RunOptions): Promise<{ violations: AxeViolation[] }>;
}

/** Configures axe for this story and runs it, in the page's own frame: null when axe is not in yet. */
function runInFrame(page: Page, run: AxeRun): Promise<{ violations: AxeViolation[]; lang: string } | null> {
  return page.evaluate(
    async ({ key, spec, runContext, runOptions }) => {
      const axe = (window as unknown as Record<string, AxeInPage | undefined>)[key];
      if (!axe) return null;
      // `reset` drops the previous story's configuration before this story's is applied
      axe.reset();
      axe.configure({ ...spec, branding: { application: 'playwright' }, allowedOrigins: ['<same_origin>'] });
      const { violations } = await axe.run(runContext, runOptions);
      return { violations, lang: document.documentElement.lang };
    },
    { key: AXE_GLOBAL, spec: run.config, runContext: run.context, runOptions: run.options },
  );
}

/**
 * Puts axe into the child frames of a story that has any and configures it there for this story
 * (the page's own frame is configured as its run starts). A child frame that navigates away is not
 * checked, as with @axe-core/playwright's legacy mode.
 */
async function prepareChildFrames(page: Page, config: AxeSpec): Promise<void> {
  for (const frame of page.frames().slice(1)) {
    try {
      const loaded = await frame.evaluate((key) => key in window, AXE_GLOBAL);
      if (!loaded) await frame.evaluate(`${AXE_SOURCE};window.${AXE_GLOBAL} = window.axe;`);
      await frame.evaluate(
        ({ key, spec }) => {
          const axe = (window as unknown as Record<string, AxeInPage>)[key];
          if (!axe) return;
          axe.reset();
          axe.configure({ ...spec, branding: { application: 'playwright' }, allowedOrigins: ['<same_origin>'] });
        },
        { key: AXE_GLOBAL, spec: config },
      );
    } catch {
      // not checked (see above)
    }
  }
}

/**
 * axe on the story, and the page's language, in one round trip to the page: stories switch without
 * navigating, so axe's 550 KB source is evaluated once per page (the first story's run finds it
 * missing and puts it in), not once per story (@axe-core/playwright's builder evaluates it twice
 * per call, and configuring and running were four round trips, about a tenth of axe's time).
 */
async function runAxe(page: Page, a11y: A11yParameters | undefined): Promise<{ violations: AxeViolation[]; lang: string }> {
  const run = axeRun(a11y);
  if (page.frames().length > 1) await prepareChildFrames(page, run.config);
  let result = await runInFrame(page, run);
  if (!result) {
    await page.evaluate(`${AXE_SOURCE};window.${AXE_GLOBAL} = window.axe;`);
    result = await runInFrame(page, run);
  }
  if (!result) throw new Error('axe was not loaded into the story frame');
  return result;
}

function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets}`;
    })
    .join('\n');
}

export async function checkA11y(
  page: Page,
  id: string,
  a11y: A11yParameters | undefined,
  manual: boolean,
): Promise<string | undefined> {
  if (a11y?.disable === true || a11y?.test === 'off' || manual) return undefined;
  const { violations, lang } = await runAxe(page, a11y);
  // axe has no rule for "lang says en but the text is Chinese" (WCAG 3.1.1), so check it here.
  const langFailure =
    lang === PAGE_LANG
      ? undefined
      : `  <html lang="${lang}">: expected "${PAGE_LANG}" (set it in .storybook/preview.tsx)`;
  const report = [langFailure, violations.length ? formatViolations(violations) : undefined]
    .filter(Boolean)
    .join('\n');
  if (!report) return undefined;
  if (a11y?.test === 'todo') {
    // Straight to stderr: Jest would wrap console.warn in a code frame.
    process.stderr.write(`a11y of ${id} (test: 'todo', not failing):\n${report}\n`);
    return undefined;
  }
  return `accessibility violations:\n${report}`;
}
