// The files `npm run new:screen` writes for a read screen (a query shown through QueryView, or a
// static stub without a call), and what both kinds share: the CSS module, the i18n pair, the
// argument read from the route's query string. The write screen's screen and stories are in
// ./formTemplates.mjs. Each template is a plain function of the plan (scripts/new-screen.mjs
// builds it), so tests can render them; tests/unit/newScreenCompiles.node.test.ts compiles them.

export const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
export const capitalised = (name) => name[0].toUpperCase() + name.slice(1);
/** A string as a single-quoted TypeScript literal. */
export const quoted = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The hook RTK Query generates for an endpoint. */
export function hookName(call) {
  const base = `use${capitalised(call.name)}`;
  if (call.kind === 'mutation') return `${base}Mutation`;
  return call.kind === 'pages' ? `${base}InfiniteQuery` : `${base}Query`;
}

/** `import type { ... } from '@/api/types/...'` lines for the types `texts` name (plan.typeModules: where each is declared). */
export function typeImports(plan, texts) {
  const byModule = new Map();
  for (const name of new Set(texts.join(' ').match(/\b[A-Z]\w*\b/g) ?? [])) {
    const module = plan.typeModules[name];
    if (module) byModule.set(module, [...(byModule.get(module) ?? []), name]);
  }
  return [...byModule].map(([module, names]) => `import type { ${names.sort().join(', ')} } from '${module}';`);
}

/** A value the generator puts in a required field it cannot fill from text (the developer replaces it). */
export function defaultOf(field) {
  switch (field.kind) {
    case 'string':
      return "''";
    case 'number':
      return '0';
    case 'boolean':
      return 'false';
    case 'array':
      return '[]';
    case 'literal':
      return field.first;
    default:
      return undefined;
  }
}

/**
 * An object literal of the argument's required fields, each from `valueOf(field)` or its default
 * (marked "fill in"); undefined when a required field has no default the generator can write.
 */
export function argumentLiteral(fields, valueOf, indent = '    ') {
  const lines = [];
  for (const field of fields.filter((candidate) => !candidate.optional)) {
    const value = valueOf(field);
    if (value !== undefined) {
      lines.push(`${indent}${field.name}: ${value},`);
      continue;
    }
    const fallback = defaultOf(field);
    if (fallback === undefined) return undefined;
    lines.push(`${indent}// fill in: ${field.name} (${field.type}) is not a text the form or the route gives`);
    lines.push(`${indent}${field.name}: ${fallback},`);
  }
  return lines.length ? `{\n${lines.join('\n')}\n${indent.slice(2)}}` : '{}';
}

/** A query's argument from the route's query string: the `callArg(params)` helper, or none for `void`. */
export function queryArgument(call, argType, owner) {
  // an infinite query always takes its filter, even an empty one
  const optional = argType.optional && call.kind !== 'pages' && argType.fields?.every((field) => field.optional);
  if (argType.void || optional) {
    return { expression: '', helper: '', needsParams: false };
  }
  const type = argType.argName ?? call.arg;
  const fromQuery = (field) => {
    if (field.kind === 'string') return `params.get('${field.name}') ?? ''`;
    if (field.kind === 'number') return `Number(params.get('${field.name}') ?? 0)`;
    return undefined;
  };
  const literal = argType.fields ? argumentLiteral(argType.fields, fromQuery) : undefined;
  const helper =
    literal === undefined
      ? `
/** The call's argument from what the route receives. Fill in: the generator cannot read ${type}'s fields. */
function callArg(_params: URLSearchParams): ${type} {
  throw new Error('${owner}: write callArg (${type})');
}
`
      : `
/** The call's argument, from the route's query string. */
function callArg(${literal.includes('params.') ? 'params' : '_params'}: URLSearchParams): ${type} {
  return ${literal};
}
`;
  return { expression: 'callArg(params)', needsParams: true, helper };
}

export function screenTemplate(plan) {
  const { name, route, i18nKey, query } = plan;
  const testId = `${kebab(name)}-content`;
  const body = `<section className={styles.content} data-testid="${testId}" aria-label={t('${i18nKey}.content')}>
            <p className={styles.intro}>{t('${i18nKey}.intro')}</p>`;
  if (!query) {
    return `import { PageHeader } from '@/components/PageHeader/PageHeader';
import { useI18n } from '@/platform/i18n';
import styles from './${name}Screen.module.css';
import '@/platform/i18n/areas/${i18nKey}';

/** ${route}: ${plan.summary} */
export default function ${name}Screen() {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <PageHeader title={t('route.${route}')} />
      <section className={styles.content} data-testid="${testId}" aria-label={t('${i18nKey}.content')}>
        <p className={styles.intro}>{t('${i18nKey}.intro')}</p>
      </section>
    </div>
  );
}
`;
  }
  const argument = queryArgument(query, plan.queryArg, `${name}Screen`);
  const pages = query.kind === 'pages';
  const imports = [
    argument.needsParams ? "import { useSearchParams } from 'react-router-dom';" : undefined,
    ...(argument.needsParams ? typeImports(plan, [plan.queryArg.argName]) : []),
    `import { ${hookName(query)} } from '${query.apiModule}';`,
    pages ? "import { InfiniteList } from '@/components/InfiniteList/InfiniteList';" : undefined,
    "import { PageHeader } from '@/components/PageHeader/PageHeader';",
    pages ? undefined : "import { QueryView } from '@/components/QueryView';",
    "import { useI18n } from '@/platform/i18n';",
    `import styles from './${name}Screen.module.css';`,
    `import '@/platform/i18n/areas/${i18nKey}';`,
  ].filter(Boolean);
  const view = pages
    ? `<InfiniteList source={query}>
        {(_items) => (
          ${body}
            {/* the list, drawn from \`_items\` (the items of ${query.result}); rename it to \`items\` */}
          </section>
        )}
      </InfiniteList>`
    : `<QueryView query={query}>
        {(_data) => (
          ${body}
            {/* the screen's content, drawn from \`_data\` (${query.result}); rename it to \`data\` */}
          </section>
        )}
      </QueryView>`;
  return `${imports.join('\n')}
${argument.helper}
/** ${route}: ${plan.summary} */
export default function ${name}Screen() {
  const { t } = useI18n();
${argument.needsParams ? '  const [params] = useSearchParams();\n' : ''}  const query = ${hookName(query)}(${argument.expression});
  return (
    <div className={styles.page}>
      <PageHeader title={t('route.${route}')} />
      ${view}
    </div>
  );
}
`;
}

export function cssTemplate(plan) {
  const page = `.page {
  min-height: 100vh;
  min-height: 100dvh;
  background: #f5f5f5;
}
`;
  if (plan.submit) {
    return `${page}
.form {
  padding: 12px;
}

.card {
  border-radius: 8px;
  background: #fff;
  padding: 0 12px;
}

.actions {
  margin-top: 24px;
}
`;
  }
  return `${page}
.content {
  padding: 12px;
}

.intro {
  margin: 0;
  color: #666;
  font-size: 14px;
}
`;
}

/** The area's strings, by locale: a read screen's two texts, or a form's labels, rules and submit. */
function messages(plan, locale) {
  const zh = locale === 'zh-CN';
  const title = zh ? plan.zhTitle : plan.enTitle;
  if (!plan.submit) return [`  content: ${quoted(title)},`, `  intro: ${quoted(title)},`];
  const { textFields } = plan.form;
  const label = (field) => (zh ? field.zhLabel : field.enLabel);
  const required = textFields.filter((field) => field.required);
  return [
    `  form: ${quoted(title)},`,
    '  fields: {',
    ...textFields.map((field) => `    ${field.name}: ${quoted(label(field))},`),
    '  },',
    ...(required.length
      ? ['  required: {', ...required.map((field) => `    ${field.name}: ${quoted(zh ? `请填写${label(field)}` : `Enter the ${label(field).toLowerCase()}`)},`), '  },']
      : []),
    `  submit: ${quoted(zh ? '提交' : 'Submit')},`,
    `  submitting: ${quoted(zh ? '提交中' : 'Submitting')},`,
    `  done: ${quoted(zh ? '已提交' : 'Submitted')},`,
    `  failed: ${quoted(zh ? '提交失败，请重试' : 'Could not submit, please try again')},`,
  ];
}

export function zhTemplate(plan) {
  const { i18nKey, route } = plan;
  return `import { registerArea } from '../registry';

/** ${route}: zh-CN source strings. */
export const ${i18nKey}ZhCN = {
${messages(plan, 'zh-CN').join('\n')}
};

registerArea('${i18nKey}', ${i18nKey}ZhCN);

declare module '../registry' {
  interface AreaMessages {
    ${i18nKey}: typeof ${i18nKey}ZhCN;
  }
}
`;
}

export function enTemplate(plan) {
  const { i18nKey, route } = plan;
  return `import type { Widen } from '../widen';
import type { ${i18nKey}ZhCN } from './${i18nKey}';

/** ${route}: en-US, the same keys (checked by the type). */
const ${i18nKey}EnUS: Widen<typeof ${i18nKey}ZhCN> = {
${messages(plan, 'en-US').join('\n')}
};

export default ${i18nKey}EnUS;
`;
}

/** What the Empty story's call answers: an empty list or page, or nothing. */
export function emptyDataOf(result) {
  if (/\[\]$/.test(result)) return '[]';
  if (/^PageResult</.test(result)) return '{ list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false }';
  return undefined;
}

/** A screen without a call has no call scenarios: its Success story asserts what it shows. */
function noCallSuccess(testId, i18nKey) {
  return `export const Success: Story = {
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByTestId('${testId}')).toHaveTextContent(textOf(globals)('${i18nKey}.intro'));
  },
};`;
}

/** The standard call stories every screen over a query exports. */
export const STANDARD_STORIES = ['Success', 'BusinessError', 'SessionExpired', 'ForcedOffline', 'ForcedOfflineGotIt', 'Loading', 'Empty', 'NetworkError'];

/**
 * The `scenarios` and `widths` of a generated `screenStories` call over `query` (none without one):
 * the call, its empty data, and `expectSuccess`, whose one assertion line is the template's.
 */
export function scenariosBlock(query, successAssertion) {
  if (!query) return '';
  const emptyData = emptyDataOf(query.result);
  return `
  scenarios: {
    call: catalogue.${query.callName},${emptyData ? `\n    emptyData: ${emptyData},` : ''}
    expectSuccess: async (canvas, t) => {
      ${successAssertion}
    },
  },
  // the webview widths besides 375 its layout depends on (Success is shot at each): fill in
  widths: [],`;
}

export function storyTemplate(plan) {
  const { name, area, route, i18nKey, query, session } = plan;
  const title = `Screens/${capitalised(area)}/${name}`;
  const testId = `${kebab(name)}-content`;
  const scenarios = scenariosBlock(query, `await expect(await canvas.findByTestId('${testId}')).toHaveTextContent(t('${i18nKey}.intro'));`);
  return `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
${query ? "import { catalogue } from '@/api/catalogue';\n" : ''}import ${name}Screen from '@/screens/${area}/${name}Screen';
import { screenStories } from '../../support/screenStories';
${query ? '' : "import { textOf } from '../../support/text';\n"}
/** ${route}: ${plan.summary} */
const screen = screenStories({
  component: ${name}Screen,
  route: ${quoted(plan.storyRoute)},
  session: '${session}',
  docs: { summary: ${quoted(plan.summary)} },${scenarios}
  variants: {
    English: async (canvas, t) => {
      await expect(await canvas.findByTestId('${testId}')).toHaveTextContent(t('${i18nKey}.intro'));
    },
  },
});

const meta = { title: '${title}', ...screen.meta } satisfies Meta<typeof ${name}Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

${query ? STANDARD_STORIES.map((story) => `export const ${story}: Story = screen.${story};`).join('\n') : noCallSuccess(testId, i18nKey)}
export const English: Story = screen.English;
`;
}
