// The write screen `npm run new:screen -- ... --submit <mutation>` makes: a form on the form kit
// (src/hooks/form: typed values, rules, dirty, the draft kept in session storage) whose submit runs
// through useAction (src/hooks/useAction.ts), and its stories: the screen's meta through
// screenStories (with the standard call stories when `--call` names a query the form loads first)
// and the submit's stories through actionStories. src/screens/order/address/AddressForm.tsx is
// the hand-written model.
import { capitalised, defaultOf, hookName, kebab, queryArgument, quoted, scenariosBlock, STANDARD_STORIES, typeImports } from './templates.mjs';

/** `contactPhone` -> `Contact phone`: the English label a field starts with. */
const humanised = (name) => capitalised(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());

/**
 * The form's fields and what the submit sends, from the mutation's argument: one text field per
 * string field when the argument is readable and has one (required ones get a "required" rule),
 * otherwise one placeholder text field (`note`) the developer replaces. `literal` is the argument
 * built from the values (undefined when the generator cannot write it, void when nothing is sent).
 */
export function formOf(argType) {
  const placeholder = { name: 'note', required: true, zhLabel: '备注', enLabel: 'Note' };
  if (argType.void) return { textFields: [placeholder], placeholder: true, literal: null, defaulted: [] };
  const fields = argType.fields;
  const strings = fields?.filter((field) => field.kind === 'string') ?? [];
  const textFields = strings.length
    ? strings.map((field) => ({ name: field.name, required: !field.optional, zhLabel: field.name, enLabel: humanised(field.name) }))
    : [placeholder];
  if (!fields) return { textFields, placeholder: true, literal: undefined, defaulted: [] };
  const lines = [];
  const defaulted = [];
  for (const field of fields) {
    if (field.kind === 'string') {
      lines.push(field.optional ? `    ${field.name}: values.${field.name}.trim() || undefined,` : `    ${field.name}: values.${field.name}.trim(),`);
      continue;
    }
    if (field.optional) continue;
    const fallback = defaultOf(field);
    if (fallback === undefined) return { textFields, placeholder: !strings.length, literal: undefined, defaulted: [] };
    defaulted.push(field.name);
    lines.push(`    // fill in: ${field.name} (${field.type}) is not a text field`, `    ${field.name}: ${fallback},`);
  }
  const literal = lines.length ? `{\n${lines.join('\n')}\n  }` : '{}';
  return { textFields, placeholder: !strings.length, literal, defaulted };
}

/** The values type, the empty values, the rules, the draft check and the argument builder. */
function formModel(plan, valuesType) {
  const { i18nKey, submit, form } = plan;
  const { textFields } = form;
  const argType = plan.submitArg.argName;
  const names = textFields.map((field) => field.name);
  const required = textFields.filter((field) => field.required);
  const submitArg =
    form.literal === null
      ? ''
      : form.literal === undefined
        ? `
/** What the submit sends. Fill in: the generator cannot read ${argType}'s fields. */
function submitArg(_values: ${valuesType}): ${argType} {
  throw new Error('${plan.name}Screen: write submitArg (${argType})');
}
`
        : `
/** What ${submit.name} sends for valid values.${form.placeholder ? ' Fill in: the form has a placeholder field only.' : ''} */
function submitArg(${form.literal.includes('values.') ? 'values' : '_values'}: ${valuesType}): ${argType} {
  return ${form.literal};
}
`;
  return `
/** What the form holds${form.placeholder ? ': fill in (one placeholder text so far)' : `: the text fields of ${argType}`}. */
interface ${valuesType} {
${names.map((field) => `  ${field}: string;`).join('\n')}
}

const EMPTY: ${valuesType} = { ${names.map((field) => `${field}: ''`).join(', ')} };

/** Each field's rule, as a message key of the ${i18nKey} area (fill in the real ones). */
const rules: Rules<${valuesType}> = ${
    required.length ? `{\n${required.map((field) => `  ${field.name}: (value) => (value.trim() ? null : '${i18nKey}.required.${field.name}'),`).join('\n')}\n}` : '{}'
  };

/** A kept draft read back as the form's values, or null when it does not fit the form. */
function parseDraft(stored: unknown): ${valuesType} | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const values = { ...EMPTY };
  for (const field of Object.keys(EMPTY) as (keyof ${valuesType})[]) {
    const value = record[field];
    if (typeof value !== 'string') return null;
    values[field] = value;
  }
  return values;
}
${submitArg}`;
}

/** One labelled text input per field. */
function formRows(plan) {
  return plan.form.textFields
    .map(
      ({ name }) => `          <FormRow id={form.idOf('${name}')} label={t('${plan.i18nKey}.fields.${name}')} error={form.error('${name}')}>
            <input
              id={form.idOf('${name}')}
              className={formRowClasses.control}
              value={values.${name}}
              onChange={(event) => form.set('${name}', event.target.value)}
              onBlur={() => form.touch('${name}')}
              {...form.described('${name}')}
            />
          </FormRow>`,
    )
    .join('\n');
}

export function formScreenTemplate(plan) {
  const { name, route, i18nKey, submit, query, back } = plan;
  const valuesType = `${name}Values`;
  const argument = query ? queryArgument(query, plan.queryArg, `${name}Screen`) : undefined;
  const sends = plan.form.literal === null ? `(_values: ${valuesType}) => send().unwrap()` : `(values: ${valuesType}) => send(submitArg(values)).unwrap()`;
  const imports = [
    "import { Button } from 'antd-mobile';",
    query ? "import type { ReactNode } from 'react';" : undefined,
    `import { useLocation, useNavigate${argument?.needsParams ? ', useSearchParams' : ''} } from 'react-router-dom';`,
    ...typeImports(plan, [
      plan.form.literal === null ? '' : plan.submitArg.argName,
      query && argument.needsParams ? plan.queryArg.argName : '',
      query ? query.result : '',
    ]),
    query && query.apiModule === submit.apiModule ? `import { ${hookName(query)}, ${hookName(submit)} } from '${submit.apiModule}';` : undefined,
    query && query.apiModule !== submit.apiModule ? `import { ${hookName(query)} } from '${query.apiModule}';` : undefined,
    query && query.apiModule === submit.apiModule ? undefined : `import { ${hookName(submit)} } from '${submit.apiModule}';`,
    "import { FormRow, formRowClasses } from '@/components/FormRow/FormRow';",
    "import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';",
    query ? "import { QueryView } from '@/components/QueryView';" : undefined,
    query ? "import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';" : undefined,
    "import { useDiscardGuard, useForm, type Rules } from '@/hooks/form';",
    "import { useAction } from '@/hooks/useAction';",
    "import { useI18n } from '@/platform/i18n';",
    "import { paths } from '@/routes';",
    `import styles from './${name}Screen.module.css';`,
    `import '@/platform/i18n/areas/${i18nKey}';`,
  ].filter(Boolean);
  // without a query the screen is the form; with one, the form opens on what it loaded
  const screen = query
    ? `
/** The form's values from what ${query.name} loaded. Fill in: the form starts empty so far. */
function initialOf(_data: ${query.result}): ${valuesType} {
  return EMPTY;
}

/** A state of the page other than the form (loading, failed, nothing found), under the page's header. */
function Framed({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <PageHeader title={t('route.${route}')} />
      {children}
    </div>
  );
}
${argument.helper}
/** ${route}: ${plan.summary} */
export default function ${name}Screen() {
${argument.needsParams ? '  const [params] = useSearchParams();\n' : ''}  const query = ${hookName(query)}(${argument.expression});
  return (
    <QueryView
      query={query}
      skeleton={
        <Framed>
          <PageSkeleton />
        </Framed>
      }
      error={(failure) => (
        <Framed>
          <ErrorState {...failure} />
        </Framed>
      )}
      empty={
        <Framed>
          <EmptyState />
        </Framed>
      }
    >
      {(data) => <${name}Form initial={initialOf(data)} />}
    </QueryView>
  );
}
`
    : `
/** ${route}: ${plan.summary} */
export default function ${name}Screen() {
  return <${name}Form initial={EMPTY} />;
}
`;
  return `${imports.join('\n')}
${formModel(plan, valuesType)}
/**
 * The form: each field's rule shows at its field once it was left or a submit was tried; submit
 * stays disabled until something changed; what was typed is kept as a draft until the submit
 * worked, so a failed submit or the login round trip of an expired session comes back to it;
 * leaving a changed form asks first.
 */
function ${name}Form({ initial }: { initial: ${valuesType} }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const form = useForm({ id: '${kebab(name)}', draft: '${i18nKey}', initial, parse: parseDraft, rules });
  const [send] = ${hookName(submit)}();
  const leave = () => {
    if (canGoBack(locationKey)) void navigate(-1);
    else void navigate(paths.${back.name}, { replace: true });
  };
  const leaveForm = useDiscardGuard(form.dirty, form.discard);
  const save = useAction(${sends}, {
    success: t('${i18nKey}.done'),
    wording: { fallback: '${i18nKey}.failed' },
    // the screen goes back once it worked: nothing is sent again, the toast goes with the page
    hold: () => true,
    onSuccess: () => {
      form.discard();
      leave();
    },
  });
  const { values } = form;

  return (
    <div className={styles.page}>
      <PageHeader title={t('route.${route}')} onBack={() => void leaveForm(leave)} />
      <form className={styles.form} aria-label={t('${i18nKey}.form')} noValidate onSubmit={form.handleSubmit(save.run)}>
        <div className={styles.card}>
${formRows(plan)}
        </div>
        <div className={styles.actions}>
          <Button block type="submit" color="primary" shape="rounded" loading={save.busy} loadingText={t('${i18nKey}.submitting')} disabled={!form.dirty || save.busy}>
            {t('${i18nKey}.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
${screen}`;
}

/** What the stories type into a field: text the mock backend's rules accept for most fields (fill in). */
const typedText = (field) => `${humanised(field.name)} typed by the story`;

export function formStoryTemplate(plan) {
  const { name, area, route, i18nKey, query, submit, session, back } = plan;
  const { textFields } = plan.form;
  const scenarios = scenariosBlock(query, `await expect(await canvas.findByRole('form', { name: t('${i18nKey}.form') })).toBeVisible();`);
  const ownSuccess = query
    ? ''
    : `
/** The empty form: every field, submit disabled until something is typed. */
export const Success: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = fields(canvas, t);
${textFields.map((field) => `    await expect(await waitFor(() => form.${field.name}())).toHaveValue('');`).join('\n')}
    await expect(form.submit()).toBeDisabled();
  },
};
`;
  return `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import ${name}Screen from '@/screens/${area}/${name}Screen';
import { actionStories } from '../../support/actionStories';
import { expectRoute, expectToast } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { ${query ? '' : 'textOf, '}type StoryText } from '../../support/text';

const ROUTE = ${quoted(plan.storyRoute)};
/** Where the screen goes once the submit worked, when it was opened directly. */
const LEAVES_TO = '${back.route}';

/** What the stories type into each field (fill in text the call accepts). */
const TYPED = {
${textFields.map((field) => `  ${field.name}: ${quoted(typedText(field))},`).join('\n')}
};

/** The form's controls, by their labels. */
const fields = (canvas: Canvas, t: StoryText) => ({
${textFields.map((field) => `  ${field.name}: () => canvas.getByRole('textbox', { name: t('${i18nKey}.fields.${field.name}') }),`).join('\n')}
  submit: () => canvas.getByRole('button', { name: t('${i18nKey}.submit') }),
});

/** ${route}: ${plan.summary} */
const screen = screenStories({
  component: ${name}Screen,
  route: ROUTE,
  session: '${session}',
  docs: { summary: ${quoted(plan.summary)}, calls: [catalogue.${submit.callName}] },${scenarios}
  variants: {
    English: async (canvas, t) => {
      await expect(await canvas.findByRole('form', { name: t('${i18nKey}.form') })).toBeVisible();
    },
  },
});

const meta = { title: 'Screens/${capitalised(area)}/${name}', ...screen.meta } satisfies Meta<typeof ${name}Screen>;
export default meta;
type Story = StoryObj<typeof meta>;
${query ? `\n${STANDARD_STORIES.map((story) => `export const ${story}: Story = screen.${story};`).join('\n')}\n` : ownSuccess}export const English: Story = screen.English;

/** The submit (${submit.name}): every outcome of the call, from one declaration. */
const submit = actionStories({
  name: 'Submit',
  call: catalogue.${submit.callName},
  route: ROUTE,
  fill: async (canvas, t) => {
    const form = fields(canvas, t);
    await waitFor(() => expect(form.submit()).toBeVisible());
${textFields.map((field) => `    await userEvent.type(form.${field.name}(), TYPED.${field.name});`).join('\n')}
  },
  act: async (canvas, t) => userEvent.click(fields(canvas, t).submit()),
  expectKept: async (canvas, t) => {
    const form = fields(canvas, t);
${textFields.map((field) => `    await waitFor(() => expect(form.${field.name}()).toHaveValue(TYPED.${field.name}));`).join('\n')}
    await waitFor(() => expect(form.submit()).toBeEnabled());
  },
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: t('${i18nKey}.submitting') })).toBeDisabled();
  },
  expectDone: async (_canvas, t) => {
    await expectRoute(LEAVES_TO);
    await expectToast(t('${i18nKey}.done'));
  },
  leavesTo: LEAVES_TO,
});
${['Success', 'Busy', 'BusinessError', 'SessionExpired', 'ForcedOffline', 'ForcedOfflineGotIt', 'NetworkError'].map((story) => `export const Submit${story}: Story = submit.Submit${story};`).join('\n')}
`;
}
