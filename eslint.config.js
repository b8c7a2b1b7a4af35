import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readFileSync } from 'node:fs';

/**
 * The layers docs/architecture.md lists ("Rules the linter keeps"): src/lib pure; behaviours,
 * islands, content and i18n, components, pages, then the shell each building on those before;
 * what the browser runs (the pre-paint script, the after-paint module, the islands) apart from
 * what only the build draws; the Node-side tooling (tooling/) apart, in layers of its own,
 * reading only the shared rules, the content and the server entry. Each zone names a folder
 * and what it must not import.
 */
/** What only the build runs: React's pages and what they are drawn from. */
const DRAWN_AT_BUILD = [
  './src/shell',
  './src/pages',
  './src/components',
  './src/content',
  './src/i18n',
  './src/server.tsx',
];

/** Everything in src above the pure rules and the page behaviours. */
const ABOVE_BEHAVIOURS = [
  ...DRAWN_AT_BUILD,
  './src/first-paint',
  './src/after-paint',
  './src/islands',
];

/**
 * The tooling's folders in layers (docs/architecture.md), each importing only the layers
 * before it, never a folder of its own layer; a test may read a layer above. The last
 * layer is the scripts, which nothing imports.
 */
const TOOLING_LAYERS = [
  ['lib'],
  ['look'],
  ['owner'],
  ['build'],
  ['cv'],
  ['checks', 'siteConfig.ts'],
  ['images', 'ci', 'lockfile', 'serve.ts'],
  // The browser harness the tests, the bench and the maintainers' tools share.
  ['harness'],
  // The maintainers' tools, which no owner's build or command runs.
  ['dev'],
];

/**
 * tooling/owner/ by job, in the same kind of layers: the law table by country; the owner files'
 * modules; reading a folder (load, migrate, strings); the language commands and the schema's
 * output; owner:check's rules; the import of a JSON Resume.
 */
const OWNER_LAYERS = [['law'], ['files'], ['read'], ['languages', 'schema'], ['check'], ['import']];

/**
 * One zone per folder of `layers` below `base`: the folders of its own layer and every later
 * one are out of reach.
 */
function layerZones(base, layers) {
  const order = layers.map((layer) => layer.join(', ')).join('; ');
  const path = (entry) => `./${base}/${entry}`;
  return layers
    .flatMap((layer, index) =>
      layer.map((entry) => ({
        target: entry.endsWith('.ts') ? path(entry) : `${path(entry)}/**/!(*.test).ts`,
        from: [...layer.filter((other) => other !== entry), ...layers.slice(index + 1).flat()].map(
          path,
        ),
        message: `The layers of ${base} are ${order}: ${base}/${entry} imports only a layer before its own.`,
      })),
    )
    .filter((zone) => zone.from.length > 0);
}

const LAYERS = [
  {
    target: './src/lib',
    from: [...ABOVE_BEHAVIOURS, './src/behaviours'],
    message: 'src/lib is pure logic: it imports nothing else from src.',
  },
  {
    target: './src/behaviours',
    from: ABOVE_BEHAVIOURS,
    message: 'The page behaviours run from the first paint: they import src/lib only.',
  },
  {
    target: './src/islands',
    from: ABOVE_BEHAVIOURS.filter((folder) => folder !== './src/islands'),
    message:
      'An island runs in the browser on its own: it imports src/lib and the markup contract (src/behaviours/contract.ts) only.',
  },
  {
    target: './src/islands',
    from: './src/behaviours',
    except: ['./contract.ts'],
    message:
      'An island runs in the browser on its own: of the behaviours it reads the markup contract only.',
  },
  {
    target: './src/content',
    from: ['./src/shell', './src/pages', './src/components', './src/i18n'],
    message: "The owner's content depends on src/lib at most.",
  },
  {
    target: './src/i18n',
    from: ['./src/shell', './src/pages', './src/components', './src/content'],
    message: 'The i18n set-up depends on src/lib and the locales only.',
  },
  {
    target: './src/components',
    from: ['./src/shell', './src/pages', './src/content', './src/i18n'],
    message: 'Shared components know no content and no shell.',
  },
  {
    target: './src/pages',
    from: ['./src/shell'],
    message: 'Pages never reach into the shell: routes are in src/lib/routes.ts.',
  },
  {
    // The pre-paint script (src/first-paint/*.ts) and the after-paint module run in the browser.
    target: ['./src/first-paint/*.ts', './src/after-paint'],
    from: [...DRAWN_AT_BUILD, './src/islands'],
    message:
      'The browser runs the pre-paint script and the after-paint module, not what the build draws: they import src/lib, src/behaviours and the document contract only.',
  },
  {
    // Every module of src but the test files (*.test.ts, *.test.tsx).
    target: './src/**/!(*.test).{ts,tsx}',
    from: './src/test',
    message: 'src/test holds what only tests use: nothing that ships imports it.',
  },
  {
    target: './src/**/!(*.test).{ts,tsx}',
    from: ['./tooling', './bench', './tests'],
    message: 'What ships never imports the Node-side tooling, the bench or the tests.',
  },
  {
    // The policies' tests draw each country's policies from the table the build reads.
    target: './src/**/*.test.{ts,tsx}',
    from: './tooling',
    except: ['./owner/law'],
    message:
      'A unit test of the site reads of the tooling only the law table (tooling/owner/law/).',
  },
  {
    target: './src/**/*.test.{ts,tsx}',
    from: ['./bench', './tests'],
    message: 'A unit test of the site never imports the bench or the tests.',
  },
  {
    // The bench (bench/, its own package) reads what the tooling reads.
    target: ['./tooling', './bench'],
    from: [
      './src/shell',
      './src/pages',
      './src/components',
      './src/behaviours',
      './src/after-paint',
      './src/islands',
      './tests',
    ],
    message:
      'The tooling reads the shared rules (src/lib, src/first-paint/documentContract.ts), the content, the locales and the server entry (src/server.tsx), nothing else of the site, and nothing of the tests.',
  },
  {
    target: ['./tooling', './bench'],
    from: './src/test',
    message:
      "src/test is the site's unit tests' own: the tooling takes WCAG contrast from culori (tooling/look/colour.ts).",
  },
  ...layerZones('tooling', TOOLING_LAYERS),
  ...layerZones('tooling/owner', OWNER_LAYERS),
  {
    target: ['./tooling', './bench'],
    from: './src/first-paint',
    except: ['./documentContract.ts'],
    message:
      'Of src/first-paint the tooling reads the document contract only (the pre-paint script is bundled by path).',
  },
];

/** No Intl formatter through toLocaleString (see the Intl ban below). */
const NO_LOCALE_STRING = {
  selector: 'MemberExpression[property.name=/^toLocale(Date|Time)?String$/]',
  message:
    'toLocaleString builds an Intl formatter: write the figure with a tested helper (docs/decisions/first-paint.md).',
};

/**
 * React draws the pages at build and runs nowhere in the browser (docs/how-a-page-paints.md):
 * a handler, a state, effect or ref hook or a listener in a component would never run. What a
 * control does is a behaviour in src/behaviours/, beside its markup contract; what only script
 * can draw is an island in src/islands/. Proof: src/behaviours/controls.test.ts.
 */
const REACT_AT_BUILD_MARK = 'React draws at build only';
const REACT_AT_BUILD = [
  {
    selector: 'JSXAttribute[name.name=/^on[A-Z]/]',
    message: `No React event handler: ${REACT_AT_BUILD_MARK}; a control's behaviour is in src/behaviours/.`,
  },
  {
    selector:
      ':matches(CallExpression[callee.name=/^use(State|Reducer|ActionState|Optimistic|Effect|LayoutEffect|InsertionEffect|Ref|SyncExternalStore|Transition|ImperativeHandle)$/], CallExpression[callee.property.name=/^use(State|Reducer|ActionState|Optimistic|Effect|LayoutEffect|InsertionEffect|Ref|SyncExternalStore|Transition|ImperativeHandle)$/])',
    message: `No React state, effect or ref: ${REACT_AT_BUILD_MARK}; what the page does is in src/behaviours/, what only script can draw an island (src/islands/).`,
  },
  {
    selector: 'CallExpression[callee.property.name=/^(addEventListener|onclick|onkeydown)$/]',
    message: `No listener in a component: ${REACT_AT_BUILD_MARK}; a control's behaviour is in src/behaviours/.`,
  },
];

/**
 * Globals by where code runs. What ships runs in the browser. The server entry
 * (src/server.tsx) is rendered by Node at build time, but it must keep to what
 * React's server renderer offers anywhere: the globals Node and the browser both
 * have (URL, TextEncoder, console…), none of either alone. The tooling and the
 * config files run in Node. The browser tests run in Node and, inside
 * page.evaluate, in the page. typescript-eslint turns no-undef off for
 * TypeScript because the compiler checks names, but the tooling is compiled with
 * the DOM types (it reads src/), so no-undef, on again below, holds each zone to
 * its globals.
 */
const BROWSER = globals.browser;
/** Node's globals, with the type namespaces of @types/node and @types/pdfkit. */
const NODE = { ...globals.node, NodeJS: 'readonly', PDFKit: 'readonly' };
/** What Node and the browser both have, less what describes a visitor (storage, navigator). */
const VISITOR = ['localStorage', 'sessionStorage', 'Storage', 'navigator', 'Navigator'];
const BOTH = Object.fromEntries(
  Object.entries(globals.node).filter(([name]) => name in BROWSER && !VISITOR.includes(name)),
);
/**
 * The harness, tool and bench modules that also run code in the page (functions
 * they hand to addInitScript or evaluate): they get the browser's globals too,
 * as the browser tests do. A new one goes here.
 */
const IN_THE_PAGE = [
  'bench/controlTaps.ts',
  'bench/longTasks.ts',
  'bench/realThrottling.ts',
  'tooling/harness/axe.ts',
  'tooling/harness/visitor.ts',
  'tooling/dev/shiftProof.ts',
];
/** The DOM's type names (ParentNode, RequestInit…) for the scope analysis, beside its globals. */
const DOM_TYPES = { lib: ['es2023', 'dom', 'dom.iterable'] };

/**
 * The entry points, the only modules that read the environment (docs/architecture.md): the
 * configs Vite and Playwright load, every script package.json runs (`tsx <file>`), a maintainer's
 * tool run by hand, and the unit test files Vitest runs. Below them, what the environment chose
 * is an argument (tooling/build/environment.ts), so a module reads the same for every caller.
 */
const ENTRY_POINTS = [
  'vite.config.ts',
  'playwright.config.ts',
  ...Object.values(
    JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).scripts,
  ).flatMap((command) => [...command.matchAll(/\btsx (\S+\.ts)\b/g)].map((match) => match[1])),
  'tooling/dev/shiftProof.ts',
  '**/*.test.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      // The owner's folder is theirs (JSON only, but whatever they keep there).
      'owner',
      'dist',
      'dist-path',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      '.scratch',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict, jsxA11y.flatConfigs.recommended],
    languageOptions: { ecmaVersion: 2023 },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
      'no-undef': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server.tsx'],
    languageOptions: { globals: BROWSER, parserOptions: DOM_TYPES },
  },
  { files: ['src/server.tsx'], languageOptions: { globals: BOTH } },
  {
    // A page's first Intl formatter loads the browser's locale data: one task of about
    // 50 ms on a slow phone (docs/decisions/first-paint.md). The chart writes its figures with
    // the helpers the build's pages use, so the two always agree.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'Intl',
          message:
            'No Intl in what ships: write the figure with a tested helper or take the words from the translations (docs/decisions/first-paint.md).',
        },
      ],
      'no-restricted-syntax': ['error', NO_LOCALE_STRING],
    },
  },
  {
    // What React draws keeps handlers, state and effects off (the Intl rule above still holds).
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/test/**'],
    rules: { 'no-restricted-syntax': ['error', NO_LOCALE_STRING, ...REACT_AT_BUILD] },
  },
  {
    files: ['tooling/**/*.ts', 'bench/**/*.ts', 'vite.config.ts', 'playwright.config.ts'],
    languageOptions: { globals: NODE },
  },
  {
    // The tests (browser specs, scripted checks) and the code of the harness, the tools and the
    // bench that runs in a page.
    files: ['tests/**/*.ts', ...IN_THE_PAGE],
    languageOptions: { globals: { ...BROWSER, ...NODE }, parserOptions: DOM_TYPES },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shell/pages.ts', 'src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/pages/**'],
              message: 'Only src/shell/pages.ts imports page folders.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\.)', message: 'A page never imports another page folder.' },
            { regex: '(^|/)pages/', message: 'A page never imports another page folder.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ENTRY_POINTS,
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Only an entry point reads the environment (a script package.json runs, vite.config.ts, playwright.config.ts): take what it chose as an argument.',
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
);
