// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/** The sub-folders of a folder of the repo: the lint zones follow the folders, so a new area is covered at once. */
const foldersOf = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The server's modules (apps/server/src/modules/<name>/). */
const serverModules = foldersOf('./apps/server/src/modules');
/** The web app's feature folders (apps/web/src/features/<area>/). */
const webFeatures = foldersOf('./apps/web/src/features');
/** The web app's cross-area pages (apps/web/src/pages/<page>/): the one place that composes features. */
const webPages = foldersOf('./apps/web/src/pages');

/**
 * One-way imports (STYLE.md): domain ← server, domain ← web; in web ui → features → pages → app; areas stay
 * apart, and so do pages.
 */
const boundaries = [
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'react',
                'react-*',
                'drizzle-orm*',
                'pg',
                'fastify*',
                '@track-grow/server*',
                '@track-grow/web*',
                '**/apps/server/**',
              ],
              message: 'The domain is pure: zod and date libraries only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@track-grow/web*', 'react', 'react-*'],
              message: 'The server never imports web code.',
            },
          ],
        },
      ],
      // A module reads another module's data through its service, never its queries.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverModules.map((name) => ({
            target: `./apps/server/src/modules/${name}`,
            from: serverModules
              .filter((other) => other !== name)
              .flatMap((other) => [
                `./apps/server/src/modules/${other}/queries.ts`,
                `./apps/server/src/modules/${other}/queries`,
              ]),
            message: "Use the other module's service, not its queries.",
          })),
        },
      ],
    },
  },
  {
    // Other workspaces import the server through its exports map (apps/server/package.json), never its files.
    files: ['bench/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@track-grow/server/**'],
              message: 'Import the server through its exports map: @track-grow/server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@track-grow/server*', '**/apps/server/**', 'node:*', 'drizzle-orm*', 'pg'],
              message: 'The web app talks to the server over HTTP only.',
            },
            {
              // An area's index also brings its rules (the tasks' date reader, the lesson library …).
              regex: '^@track-grow/domain/[^/]+$',
              importNamePattern: 'Api$',
              message: "Import an area's endpoints from '@track-grow/domain/<area>/api', not from its index.",
            },
          ],
          paths: [
            {
              name: '@track-grow/domain',
              message:
                "The whole domain builds every area's schemas on load: import from '@track-grow/domain/<area>' " +
                "and an area's endpoints from '@track-grow/domain/<area>/api'.",
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/pages', './apps/web/src/app'],
              message: 'UI primitives import nothing from features, pages or app.',
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/pages', './apps/web/src/app'],
              message: 'lib is below features, pages and app.',
            },
            {
              target: './apps/web/src/features',
              from: ['./apps/web/src/pages', './apps/web/src/app'],
              message: 'Features do not import pages or the app shell.',
            },
            ...webFeatures.map((area) => ({
              target: `./apps/web/src/features/${area}`,
              from: './apps/web/src/features',
              except: [`./${area}`],
              message: 'No area imports another: compose them in a page (src/pages/).',
            })),
            {
              target: './apps/web/src/pages',
              from: './apps/web/src/app',
              message: 'Pages do not import the app shell: app/ imports them.',
            },
            // Every other page folder, one not yet listed included, keeps off this page's files.
            ...webPages.map((page) => ({
              target: `./apps/web/src/pages/!(${page})/**`,
              from: `./apps/web/src/pages/${page}`,
              message: 'No page imports another: share through a feature or lib/.',
            })),
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The server-drawn first screen's build (vite.config.ts), beside dist.
      '**/dist-ssr/**',
      'data/**',
      '**/drizzle/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Resolve TypeScript paths (with or without extensions, workspace packages) so that the boundary and
    // cycle rules see every import.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/domain/tsconfig.json',
            'apps/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      // Fastify plugins and fakes are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers whose shape the assertions then check.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  ...boundaries,
);
