import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webOnly = [
  { group: ['**/apps/api/**', '@admin/api', '@admin/api/*'], message: 'The web app never imports the API.' },
];
const FEATURES_APART = 'A feature does not import another feature: move the shared piece to components/ or lib/.';
// web layers (docs/decisions.md, "Adding an area: web"): app/ is the top, imported by main.tsx only;
// features reach app-wide pieces through lib/ (href and the area registry); layouts, components,
// lib and i18n never import a feature
const appOnTop = {
  group: ['**/app', '**/app/**'],
  message: 'Only main.tsx imports app/: links go through href() (lib/areas.ts), brand and sizes are in lib/brand.ts.',
};
const noFeatures = {
  group: ['**/features', '**/features/**'],
  message: 'Layouts, components, lib and i18n never import a feature: move the piece to components/ or lib/.',
};

const INFRASTRUCTURE_BELOW =
  'API lib/, plugins/ and db/ never import a module or the seed: move the shared piece to lib/.';
const AREAS_APART =
  'An API area uses another only through its public.ts (one owner per read); what two areas share goes to lib/.';
const seedOnTop = {
  group: ['**/seed/**', '**/seed'],
  message: 'The seed sits above the modules: a module never imports it.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'backups/**', '.test-data/**', 'bench/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: webOnly }],
    },
  },
  {
    files: ['apps/web/src/{layouts,components,lib,i18n}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...webOnly, appOnTop, noFeatures] }] },
  },
  // features stay independent of each other: shared pieces live in components/ or lib/
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...webOnly, appOnTop, { group: ['../*/**', '!../../**'], message: FEATURES_APART }] },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...webOnly, appOnTop, { group: ['../../*/**', '!../../../**'], message: FEATURES_APART }] },
      ],
    },
  },
  // API layers, from the ground up: db/ < lib/ < plugins/ < modules/ < seed/, app.ts, cli/. Infrastructure
  // never reaches into a business area; an area uses another only through that area's public.ts (each
  // read has one owner), and what two areas share lives in lib/.
  {
    files: ['apps/api/src/lib/**/*.ts', 'apps/api/src/plugins/**/*.ts', 'apps/api/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**', '**/modules', '**/seed/**'], message: INFRASTRUCTURE_BELOW }] },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/**', '!../*/public.ts', '!../../**'], message: AREAS_APART }, seedOnTop] },
      ],
    },
  },
  // a function reads in one screen: none over 150 lines in the API outside tests. Migrations are
  // excluded (a released migration is never edited; its tables are declared in one step)
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**', 'apps/api/src/db/migrations/**'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  // a module's tests may read the demo data they check against
  {
    files: ['apps/api/src/modules/*/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/**', '!../*/public.ts', '!../../**'], message: AREAS_APART }] },
      ],
    },
  },
  {
    files: ['apps/api/src/{seed,cli}/**/*.ts', 'apps/api/src/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/*/**', '!**/modules/*/public.ts'], message: AREAS_APART }] },
      ],
    },
  },
);
