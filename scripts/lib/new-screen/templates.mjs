// The files `npm run new:screen` writes for one screen: the screen, its CSS module, its i18n pair
// and its story file with the standard scenarios wired to the screen's call. Each template is a
// plain function of the plan (scripts/new-screen.mjs builds it), so tests can render them.

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const capitalised = (name) => name[0].toUpperCase() + name.slice(1);

/** The hook RTK Query generates for the call's endpoint. */
export function hookName(call) {
  const base = `use${capitalised(call.name)}`;
  return call.kind === 'pages' ? `${base}InfiniteQuery` : `${base}Query`;
}

/** How the screen builds the call's argument: none, from the route's query, or for the developer to write. */
function argumentPlan(call, fields) {
  // fields: the argument's required flat fields, or undefined when it has others
  if (/\bvoid\b/.test(call.arg)) return { expression: '', helper: '', needsParams: false };
  if (!fields) {
    return {
      expression: 'callArg(params)',
      needsParams: true,
      helper: `
/** The call's argument from what the route receives. Fill in: ${call.arg} has fields this generator cannot read. */
function callArg(params: URLSearchParams): ${call.arg} {
  return Object.fromEntries(params);
}
`,
    };
  }
  const read = (field) =>
    field.type === 'number' ? `    ${field.name}: Number(params.get('${field.name}') ?? 0),` : `    ${field.name}: params.get('${field.name}') ?? '',`;
  return {
    expression: 'callArg(params)',
    needsParams: true,
    helper: `
/** The call's argument, from the route's query string. */
function callArg(params: URLSearchParams): ${call.arg} {
  return {
${fields.map(read).join('\n')}
  };
}
`,
  };
}

export function screenTemplate(plan) {
  const { name, route, i18nKey, call, fields } = plan;
  const testId = `${kebab(name)}-content`;
  if (!call) {
    return `import { PageHeader } from '@/components/PageHeader/PageHeader';
import { useI18n } from '@/platform/i18n';
import styles from './${name}Screen.module.css';
import '@/platform/i18n/areas/${i18nKey}';

/** ${route}: ${plan.purpose} */
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
  const argument = argumentPlan(call, fields);
  const imports = [
    argument.needsParams ? "import { useSearchParams } from 'react-router-dom';" : undefined,
    argument.needsParams && plan.argModule ? `import type { ${call.arg} } from '${plan.argModule}';` : undefined,
    `import { ${hookName(call)} } from '${call.apiModule}';`,
    "import { PageHeader } from '@/components/PageHeader/PageHeader';",
    "import { QueryView } from '@/components/QueryView';",
    "import { useI18n } from '@/platform/i18n';",
    `import styles from './${name}Screen.module.css';`,
    `import '@/platform/i18n/areas/${i18nKey}';`,
  ].filter(Boolean);
  return `${imports.join('\n')}
${argument.helper}
/** ${route}: ${plan.purpose} */
export default function ${name}Screen() {
  const { t } = useI18n();
${argument.needsParams ? '  const [params] = useSearchParams();\n' : ''}  const query = ${hookName(call)}(${argument.expression});
  return (
    <div className={styles.page}>
      <PageHeader title={t('route.${route}')} />
      <QueryView query={query}>
        {(_data) => (
          <section className={styles.content} data-testid="${testId}" aria-label={t('${i18nKey}.content')}>
            <p className={styles.intro}>{t('${i18nKey}.intro')}</p>
            {/* the screen's content, drawn from \`_data\` (${call.result}); rename it to \`data\` */}
          </section>
        )}
      </QueryView>
    </div>
  );
}
`;
}

export function cssTemplate() {
  return `.page {
  min-height: 100vh;
  min-height: 100dvh;
  background: #f5f5f5;
}

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

export function zhTemplate(plan) {
  const { i18nKey, route } = plan;
  return `import { registerArea } from '../registry';

/** ${route}: zh-CN source strings. */
export const ${i18nKey}ZhCN = {
  content: '${plan.zhTitle}',
  intro: '${plan.zhTitle}',
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
  content: '${plan.enTitle}',
  intro: '${plan.enTitle}',
};

export default ${i18nKey}EnUS;
`;
}

/** What the Empty story's call answers: an empty list or page, or nothing. */
function emptyDataOf(result) {
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

export function storyTemplate(plan) {
  const { name, area, route, i18nKey, call, session } = plan;
  const title = `Screens/${capitalised(area)}/${name}`;
  const testId = `${kebab(name)}-content`;
  const emptyData = call ? emptyDataOf(call.result) : undefined;
  const scenarios = call
    ? `
  scenarios: {
    call: catalogue.${call.name},${emptyData ? `\n    emptyData: ${emptyData},` : ''}
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByTestId('${testId}')).toHaveTextContent(t('${i18nKey}.intro'));
    },
  },`
    : '';
  const standard = call
    ? ['Success', 'BusinessError', 'SessionExpired', 'ForcedOffline', 'ForcedOfflineGotIt', 'Loading', 'Empty', 'NetworkError']
    : [];
  return `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
${call ? "import { catalogue } from '@/api/catalogue';\n" : ''}import ${name}Screen from '@/screens/${area}/${name}Screen';
import { screenStories } from '../../support/screenStories';
${call ? '' : "import { textOf } from '../../support/text';\n"}
/** ${route}: ${plan.purpose} */
const screen = screenStories({
  component: ${name}Screen,
  route: '${plan.storyRoute}',
  session: '${session}',
  docs: { summary: '${String(plan.purpose).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}' },${scenarios}
  variants: {
    English: async (canvas, t) => {
      await expect(await canvas.findByTestId('${testId}')).toHaveTextContent(t('${i18nKey}.intro'));
    },
  },
});

const meta = { title: '${title}', ...screen.meta } satisfies Meta<typeof ${name}Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

${call ? standard.map((story) => `export const ${story}: Story = screen.${story};`).join('\n') : noCallSuccess(testId, i18nKey)}
export const English: Story = screen.English;
`;
}
