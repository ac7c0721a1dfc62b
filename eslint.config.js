// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const cryptoAndHttp = ['axios', 'crypto-js', 'crypto-js/*', 'jsencrypt'];

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
  // Architecture boundaries (DESIGN.md section 1): UI never talks HTTP or crypto; the API layer never renders.
  {
    files: ['src/screens/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: cryptoAndHttp, message: 'Screens and components call RTK Query hooks; HTTP and crypto live in src/api.' }] }],
    },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['antd-mobile', 'antd-mobile/*', 'antd-mobile-icons', 'react-dom', 'react-dom/*', '@/components/*', '@/screens/*', '@/app/*', '*.css'], message: 'src/api never imports UI: side effects go through the app listener.' },
          ],
        },
      ],
    },
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
