/**
 * Accessibility: axe on the rendered story, honouring `parameters.a11y` like
 * @storybook/addon-a11y ('off' or disable skips it, 'todo' prints violations without failing,
 * anything else fails), plus the page-language check axe has no rule for.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
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

function axeBuilder(page: Page, a11y: A11yParameters | undefined): AxeBuilder {
  const config: AxeSpec = a11y?.config ?? {};
  // The story's rules come last, so they can turn a default-disabled rule back on.
  const rules = [
    ...AXE_DEFAULT_DISABLED_RULES.map((id) => ({ id, enabled: false })),
    ...(config.rules ?? []),
  ];
  // axe.configure has no AxeBuilder method: it is appended to the injected axe source.
  const configure = `;axe.configure(${JSON.stringify({ ...config, rules })});`;
  // With options.runOnly, axe ignores configured `enabled: false`; repeat them as run options.
  const ruleOptions = Object.fromEntries(
    rules.filter((rule) => rule.enabled === false).map((rule) => [rule.id, { enabled: false }]),
  );
  const options: RunOptions = {
    ...a11y?.options,
    rules: { ...ruleOptions, ...a11y?.options?.rules },
  };
  // Legacy mode runs axe.run() in the page itself instead of opening a blank page per story;
  // stories have no cross-origin frames, which is all it gives up.
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE + configure })
    .setLegacyMode(true)
    .options(options);
  for (const selector of AXE_EXCLUDE) builder.exclude(selector);
  applyAxeContext(builder, a11y?.context);
  return builder;
}

function isAxeContextObject(context: A11yParameters['context']): context is AxeContextObject {
  return (
    typeof context === 'object' &&
    !Array.isArray(context) &&
    ('include' in context || 'exclude' in context)
  );
}

/**
 * Maps addon-a11y's `parameters.a11y.context` (selectors, or { include, exclude }) onto the
 * builder; without an `include` the body is checked.
 */
function applyAxeContext(builder: AxeBuilder, context: A11yParameters['context']): void {
  const asList = (selectors: AxeSelectors): SerialFrameSelector[] =>
    Array.isArray(selectors) ? selectors : [selectors];
  const { include, exclude }: AxeContextObject = isAxeContextObject(context)
    ? context
    : { include: context };
  for (const selector of asList(include ?? AXE_INCLUDE)) builder.include(selector);
  if (exclude !== undefined) for (const selector of asList(exclude)) builder.exclude(selector);
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
  // axe has no rule for "lang says en but the text is Chinese" (WCAG 3.1.1), so check it here.
  const lang = await page.evaluate(() => document.documentElement.lang);
  const langFailure =
    lang === PAGE_LANG
      ? undefined
      : `  <html lang="${lang}">: expected "${PAGE_LANG}" (set it in .storybook/preview.tsx)`;
  const { violations } = await axeBuilder(page, a11y).analyze();
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
