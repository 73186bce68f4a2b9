import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Code outside store/api/ imports a base's index, where its endpoint overrides live. */
const GENERATED_API_IMPORT = {
  group: ['**/api/generated/*'],
  message: 'Import store/api/<base>, the index that holds the overrides.',
};
/** The reads several screens share have one home each, with one query argument. */
const SHARED_READ_IMPORT = {
  group: ['**/store/api/engine'],
  importNames: [
    'useTeamsGetTeamsListQuery',
    'useWeeklyLeagueInformationGetWeeklyLeagueInformationListQuery',
    'usePlayerScoreRuleSetGetRuleSetsQuery',
  ],
  message: 'Read clubs, rounds and the rule set with useClubs, useRounds, useRuleSet (src/reads/).',
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'store/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Reducers are pure (ARCHITECTURE.md, the client): time, randomness, storage and the
    // network enter through actions, never inside a reducer, or a replay would diverge.
    files: [
      'store/**/*Slice.ts',
      'store/rootReducer.ts',
      'store/baseReducer.ts',
      'store/**/reducers/**/*.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage', 'indexedDB', 'fetch', 'XMLHttpRequest', 'WebSocket']
          .concat(['navigator', 'document', 'window', 'performance', 'crypto'])
          .map((name) => ({
            name,
            message: 'Reducers are pure: no storage, network or browser state.',
          })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'Reducers are pure: time enters through the action (payload or meta).',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Reducers are pure: time enters through the action (payload or meta).',
        },
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Reducers are pure: random values enter through the action.',
        },
      ],
    },
  },
  {
    // Programs that talk to a person on a terminal.
    files: ['server/main.ts', 'api-spec/*.ts', 'scripts/**', 'e2e/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The store may not reach into the UI (ARCHITECTURE.md layout).
    files: ['store/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', 'react-dom'], message: 'store/ imports nothing from src/' },
          ],
        },
      ],
    },
  },
  {
    // One door per API base: store/api/<base>.ts re-exports the generated endpoints and is
    // the one place for their overrides; and one home per shared read, src/reads/.
    // typescript-eslint's copy of the rule, so that it adds to the layering blocks'
    // no-restricted-imports instead of replacing it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['store/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [GENERATED_API_IMPORT, SHARED_READ_IMPORT] },
      ],
    },
  },
  {
    files: ['src/reads/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [GENERATED_API_IMPORT] }],
    },
  },
);
