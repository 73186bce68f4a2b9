import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Handlers reach the database through domain code (types of the query layer are fine). */
const HANDLER_DB_IMPORT = {
  regex: '(^|/)db/',
  allowTypeImports: true,
  message: 'Handlers reach the database through domain code (server/README.md).',
};
/** A handler file imports no other handler file but the shared index. */
const HANDLER_SIBLING_IMPORT = {
  regex: '^\\./(?!index$)',
  message: 'A handler never calls another handler: share domain code instead.',
};

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
    // The squad rules are shared by server and client: pure code that imports neither side,
    // no UI library and no Node module, so both (and the browser) can load them.
    files: ['rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(server|store|src)(/|$)',
              message:
                'rules/ imports nothing from server/, store/ or src/: it defines its own types.',
            },
            {
              regex: '^(react|react-dom)(/|$)|^node:',
              message: 'rules/ is pure: no UI library, no Node module.',
            },
          ],
        },
      ],
    },
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
  {
    // Handlers are thin (server/README.md): parse the request, call domain code, shape the
    // answer. SQL and transactions live in the domain folders; a handler never calls another.
    files: ['server/handlers/**/*.ts'],
    ignores: ['server/handlers/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [HANDLER_DB_IMPORT, HANDLER_SIBLING_IMPORT] }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSAsExpression:matches([expression.object.name='ctx'], [expression.object.object.name='ctx'])",
          message: 'ctx.query and ctx.body are typed by operationId (operations.generated.ts).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(query|transaction)$/]',
          message: 'No queries in handlers: the SQL lives in a domain folder (server/README.md).',
        },
        {
          selector:
            'Literal[value=/\\b(SELECT|INSERT|UPDATE|DELETE|WITH)\\b[\\s\\S]*\\b(FROM|INTO|SET|WHERE|AS)\\b/]',
          message: 'No SQL in handlers: it lives in a domain folder (server/README.md).',
        },
        {
          selector:
            'TemplateElement[value.raw=/\\b(SELECT|INSERT|UPDATE|DELETE|WITH)\\b[\\s\\S]*\\b(FROM|INTO|SET|WHERE|AS)\\b/]',
          message: 'No SQL in handlers: it lives in a domain folder (server/README.md).',
        },
      ],
    },
  },
  {
    // The handler map is assembled from every handler file there.
    files: ['server/handlers/index.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [HANDLER_DB_IMPORT] }] },
  },
);
