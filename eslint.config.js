// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Layer boundaries, as `no-restricted-imports` patterns. A file gets one list per rule (a later
 * config block replaces an earlier one's list), so each block below spells out every pattern that
 * applies to its files. docs/architecture.md describes the layers.
 */
const cryptoAndHttp = { group: ['axios', 'crypto-js', 'crypto-js/*', 'jsencrypt'], message: 'Screens and components call RTK Query hooks; HTTP and crypto live in src/api.' };
const noMocks = {
  regex: '^(@mocks|(\\.\\./)+mocks)(/|$)',
  message: 'The app never imports the mock backend; only the entry starts it in mock mode (src/app/main.tsx).',
};
/** The same for a dynamic `import()`, which no-restricted-imports does not see (a no-restricted-syntax selector). */
const noMocksLoaded = { selector: 'ImportExpression[source.value=/^(@mocks|(\\.\\.\\/)+mocks)(\\/|$)/]', message: noMocks.message };
const noApp = {
  regex: '^(@/app|(\\.\\./)+app)(/|$)',
  message: 'src/app wires the app; screens and components read state through src/state and navigate through src/platform.',
};
/** Every write goes through useAction: no screen keeps its own lock or failure wording. */
const oneWriteHook = {
  regex: '^(@/hooks/useSingleFlight|@/api/userMessage)$',
  message: 'Writes go through useAction (src/hooks/useAction.ts, docs/forms.md): it owns the lock and tells the failure once.',
};
/** Every bottom sheet is the app's Sheet (src/components/Sheet): it ignores the second tap of the double tap that opened it. */
const oneSheet = {
  regex: '^antd-mobile$',
  importNames: ['Popup'],
  message: "A bottom sheet is the app's Sheet (src/components/Sheet), not antd-mobile's Popup: the Sheet ignores the second tap of the double tap that opened it.",
};
/** Components know no calls: what they show comes in as props; they may name src/api's types. */
const apiTypesOnly = {
  regex: '^(@/(api|hooks)|(\\.\\./)+(api|hooks))(/|$)',
  allowTypeImports: true,
  message: 'Components know no calls: take what you show as props (the caller turns a failure or an answer into it); only `import type` from src/api.',
};
/** src/platform and src/lib sit at the bottom: they name nothing above them, not even a type. */
const nothingAbove = {
  regex: '^(@/(app|screens|components|hooks|routes|state|api)|(\\.\\./)+(app|screens|components|hooks|routes|state|api))(/|$)',
  message: 'src/platform and src/lib import nothing above them, types included: a type that several layers share (a model such as the signed-in member) lives in src/models.',
};
/**
 * The business's nouns (as in src/api/types): a type named after one of them is a model, declared
 * in src/models or src/api/types, never in src/platform or src/lib (where it would be the model's
 * second, drifting copy). Add the noun of a new area here.
 */
const MODEL_NOUNS = 'User|Member|Agent|Goods|Sku|Spec|Category|Cart|Order|Refund|Address|Coupon|Shop|Review|Region|Banner|Notice|Lottery|Settlement';
const noModelDeclared = {
  selector: `:matches(TSInterfaceDeclaration, TSTypeAliasDeclaration)[id.name=/^(${MODEL_NOUNS})([A-Z]\\w*)?$/]`,
  message: 'A model type (named after a business noun) is declared in src/models (or with its calls in src/api/types), not in src/platform or src/lib.',
};
const noUi = { regex: '^(@/(app|screens|components)|(\\.\\./)+(app|screens|components))(/|$)', message: 'src/state sits below the UI and the app wiring.' };

/** One block per screen area (a folder of src/screens): it never imports another area. */
const screenAreas = readdirSync(new URL('./src/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const areaBoundaries = screenAreas.map((area) => {
  const others = screenAreas.filter((other) => other !== area).join('|');
  return {
    files: [`src/screens/${area}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocks,
            cryptoAndHttp,
            noApp,
            oneWriteHook,
            oneSheet,
            {
              regex: `^(@/screens/|(\\.\\./)+(screens/)?)(${others})(/|$)`,
              message: `A screen area never imports another: move what ${area} shares down into src/components, src/lib or src/platform.`,
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: ['dist', 'dist-mock', 'storybook-static', 'coverage', 'mocks/public/mockServiceWorker.js', 'tests/visual/report', '.scratch', '!.storybook'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: [] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Architecture boundaries: UI never talks HTTP or crypto; the API layer never renders; nothing
  // in src reaches into the mock backend, except the entry's mock-mode import below.
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noMocks] }],
      'no-restricted-syntax': ['error', noMocksLoaded],
    },
  },
  {
    // the mock-mode imports: `import('@mocks/browser')` behind `MODE === 'mock'`, and mocks/pageClock.ts
    // (no imports, no work at load) called in the same branch; a production build drops both
    files: ['src/app/main.tsx'],
    rules: {
      'no-restricted-syntax': 'off',
      'no-restricted-imports': ['error', { patterns: [{ ...noMocks, regex: '^(@mocks|(\\.\\./)+mocks)(/(?!pageClock$)|$)' }] }],
    },
  },
  {
    files: ['src/screens/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noMocks, cryptoAndHttp, noApp, oneWriteHook, oneSheet] }],
    },
  },
  ...areaBoundaries,
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noMocks, cryptoAndHttp, noApp, apiTypesOnly, oneSheet] }],
      'no-restricted-syntax': [
        'error',
        noMocksLoaded,
        { selector: 'ImportExpression[source.value=/^(@\\/(api|hooks)|(\\.\\.\\/)+(api|hooks))(\\/|$)/]', message: apiTypesOnly.message },
      ],
    },
  },
  {
    // the one place antd-mobile's Popup is used: the Sheet itself
    files: ['src/components/Sheet/Sheet.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks, cryptoAndHttp, noApp, apiTypesOnly] }] },
  },
  {
    files: ['src/platform/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noMocks, nothingAbove] }],
      'no-restricted-syntax': ['error', noMocksLoaded, noModelDeclared],
    },
  },
  {
    // types every layer shares: declarations only, importing nothing but other models
    files: ['src/models/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./|@/models/)', message: 'src/models holds plain types and imports nothing but other models.' }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            ':matches(Program, ExportNamedDeclaration) > :matches(VariableDeclaration, FunctionDeclaration, ClassDeclaration, TSEnumDeclaration)',
            'Program > :matches(ExpressionStatement, ExportDefaultDeclaration)',
            'ImportDeclaration[importKind="value"]',
            'ExportNamedDeclaration[exportKind="value"][source]',
            'ExportAllDeclaration[exportKind="value"]',
          ].join(', '),
          message: 'src/models holds types only: no values, functions, classes or enums (a rule about a model goes to src/lib or its layer).',
        },
      ],
    },
  },
  {
    files: ['src/state/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noMocks, noUi] }],
    },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocks,
            { group: ['antd-mobile', 'antd-mobile/*', 'antd-mobile-icons', 'react-dom', 'react-dom/*', '@/components/*', '@/screens/*', '@/app/*', '*.css'], message: 'src/api never imports UI: side effects go through the app listener.' },
            {
              regex: '^(\\./|@/api/)catalogue(/index)?$',
              allowTypeImports: true,
              message: "A domain API imports its own domain's entries (./catalogue/<domain>): the merged catalogue would put every call in the page's scripts.",
            },
          ],
        },
      ],
    },
  },
  {
    // the merged catalogue's home and the barrel that re-exports it (mock backend, tests, docs)
    files: ['src/api/index.ts', 'src/api/catalogue/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  {
    files: ['scripts/**', 'tests/**', '.ci/**', '*.config.*', 'test-runner-jest.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
