// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = ['careers', 'activities', 'forms', 'shop'];

const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'fetch', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'URLSearchParams', 'AbortSignal', '__dirname', 'module', 'require'].map((name) => [name, 'readonly']),
);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-prerender/**', '**/dist-render/**', '**/node_modules/**', '**/.data/**', 'e2e/artifacts/**', 'bench-report/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['**/*.{mjs,cjs,js}'], languageOptions: { globals: nodeGlobals } },
  // Remotes never import each other: what two parts need in common lives in @edu/shared.
  ...REMOTES.map((name) => ({
    files: [`mfe-${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REMOTES.filter((other) => other !== name).flatMap((other) => [`@edu/mfe-${other}`, `@edu/mfe-${other}/*`, `**/mfe-${other}/**`]),
              message: 'Remotes never import each other; put shared code in @edu/shared.',
            },
          ],
        },
      ],
    },
  })),
);
