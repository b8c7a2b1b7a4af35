import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The layers docs/architecture.md lists ("Rules the linter keeps"): src/lib pure; behaviours,
 * content and i18n, components, pages, then app (router, providers, shell) each building on
 * those before; the Node-side tooling (tooling/) apart, in layers of its own, reading only the
 * shared rules, the content and the server entry. Each zone names a folder and what it must not
 * import.
 */
/** Everything in src above the pure rules and the page behaviours. */
const ABOVE_BEHAVIOURS = [
  './src/app',
  './src/pages',
  './src/components',
  './src/content',
  './src/i18n',
  './src/first-paint',
  './src/server.tsx',
  './src/main.tsx',
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
  ['checks'],
  ['images', 'ci', 'lockfile', 'serve.ts'],
  // The browser harness the tests, the bench and the maintainers' tools share.
  ['harness'],
  // The maintainers' tools, which no owner's build or command runs.
  ['dev'],
];

/** One zone per tooling folder: the folders of its own layer and every later one are out of reach. */
function toolingLayers() {
  const order = TOOLING_LAYERS.map((layer) => layer.join(', ')).join('; ');
  const path = (entry) => `./tooling/${entry}`;
  return TOOLING_LAYERS.flatMap((layer, index) =>
    layer.map((entry) => ({
      target: entry.endsWith('.ts') ? path(entry) : `${path(entry)}/**/!(*.test).ts`,
      from: [
        ...layer.filter((other) => other !== entry),
        ...TOOLING_LAYERS.slice(index + 1).flat(),
      ].map(path),
      message: `The tooling's layers are ${order}: tooling/${entry} imports only a layer before its own.`,
    })),
  ).filter((zone) => zone.from.length > 0);
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
    message: 'The page behaviours run before the app: they import src/lib only.',
  },
  {
    target: './src/content',
    from: ['./src/app', './src/pages', './src/components', './src/i18n'],
    message: "The owner's content depends on src/lib at most.",
  },
  {
    target: './src/i18n',
    from: ['./src/app', './src/pages', './src/components', './src/content'],
    message: 'The i18n set-up depends on src/lib and the locales only.',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/pages', './src/content', './src/i18n'],
    message: 'Shared components know no content and no shell.',
  },
  {
    target: './src/pages',
    from: ['./src/app'],
    message: 'Pages never reach into the shell: routes are in src/lib/routes.ts.',
  },
  {
    // The pre-paint script (src/first-paint/*.ts) runs before the app.
    target: './src/first-paint/*.ts',
    from: [
      './src/app',
      './src/pages',
      './src/components',
      './src/content',
      './src/i18n',
      './src/server.tsx',
    ],
    message:
      'The pre-paint script runs before the app: it imports src/lib and src/behaviours only.',
  },
  {
    // Every module of src but the test files (*.test.ts, *.test.tsx).
    target: './src/**/!(*.test).{ts,tsx}',
    from: './src/test',
    message: 'src/test holds what only tests use: nothing that ships imports it.',
  },
  {
    target: './src',
    from: ['./tooling', './bench', './tests'],
    message: 'What ships never imports the Node-side tooling, the bench or the tests.',
  },
  {
    // The bench (bench/, its own package) reads what the tooling reads.
    target: ['./tooling', './bench'],
    from: [
      './src/app',
      './src/pages',
      './src/components',
      './src/behaviours',
      './src/main.tsx',
      './tests',
    ],
    message:
      'The tooling reads the shared rules (src/lib, src/first-paint/documentContract.ts), the content, the locales and the server entry (src/server.tsx), nothing else of the app, and nothing of the tests.',
  },
  {
    target: ['./tooling', './bench'],
    from: './src/test',
    message:
      "src/test is the site's unit tests' own: the tooling takes WCAG contrast from culori (tooling/look/colour.ts).",
  },
  ...toolingLayers(),
  {
    target: ['./tooling', './bench'],
    from: './src/first-paint',
    except: ['./documentContract.ts'],
    message:
      'Of the pre-paint code the tooling reads the document contract only (the script is bundled by path).',
  },
];

/**
 * Controls that work from the first paint (docs/decisions/menus-and-disclosures.md), by the
 * behaviour in src/behaviours/ that makes them work: the map from a control to what it does.
 * React only draws these components; a handler prop (onClick, onKeyDown, onToggle…), a state
 * hook or a listener of their own would answer only once the app is live, and differently from
 * the first paint. Proof: src/behaviours/controls.test.ts. A new such control goes here.
 */
const FIRST_PAINT_CONTROLS = {
  'src/behaviours/popovers.ts (menus: native popovers, links that close them)': [
    'src/components/PopoverMenu.tsx',
    'src/app/layout/PortfolioMenu.tsx',
    'src/app/layout/MobileMenu.tsx',
    'src/app/layout/LanguagePicker.tsx',
    'src/app/layout/RouteLinkList.tsx',
  ],
  'src/behaviours/lists.ts (pagers, filters and the lists they page)': [
    'src/components/Pagination.tsx',
    'src/components/FilterButtons.tsx',
    'src/components/FilterStatus.tsx',
    'src/components/PagedList.tsx',
    'src/pages/experience/ExperiencePage.tsx',
    'src/pages/experience/ExperienceCard.tsx',
    'src/pages/projects/ProjectsPage.tsx',
  ],
  'src/behaviours/actions.ts (theme, accept cookies, move to a place in the page)': [
    'src/app/layout/ThemeToggle.tsx',
    'src/app/layout/CookieBanner.tsx',
    'src/app/layout/SkipLink.tsx',
    'src/components/legal/LegalContents.tsx',
  ],
  'src/behaviours/clamp.ts and <details> (Show more)': ['src/components/ExpandableText.tsx'],
  'the browser: <details> (disclosures, the year accordion)': [
    'src/components/Disclosure.tsx',
    'src/pages/trading/YearAccordion.tsx',
  ],
};

/** No Intl formatter through toLocaleString (see the Intl ban below). */
const NO_LOCALE_STRING = {
  selector: 'MemberExpression[property.name=/^toLocale(Date|Time)?String$/]',
  message:
    'toLocaleString builds an Intl formatter: write the figure with a tested helper (docs/decisions/first-paint.md).',
};

/** What React must not add to a first-paint control, with the behaviour to change instead. */
function reactKeepsOff(behaviour) {
  const why = `is a first-paint control: React only draws it, what it does is ${behaviour} (docs/how-a-page-paints.md).`;
  return [
    {
      selector: 'JSXAttribute[name.name=/^on[A-Z]/]',
      message: `No React event handler: this ${why}`,
    },
    {
      selector:
        ':matches(CallExpression[callee.name=/^use(State|Reducer|ActionState|Optimistic)$/], CallExpression[callee.property.name=/^use(State|Reducer|ActionState|Optimistic)$/])',
      message: `No React state: this ${why}`,
    },
    {
      selector: 'CallExpression[callee.property.name=/^(addEventListener|onclick|onkeydown)$/]',
      message: `No listener of its own: this ${why}`,
    },
  ];
}

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
  'tooling/harness/visitor.ts',
  'tooling/dev/shiftProof.ts',
];
/** The DOM's type names (ParentNode, RequestInit…) for the scope analysis, beside its globals. */
const DOM_TYPES = { lib: ['es2023', 'dom', 'dom.iterable'] };

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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    // 50 ms on a slow phone, in the middle of hydration (docs/decisions/first-paint.md).
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
  // Each first-paint control keeps React's handlers and state off (the Intl rule above still holds).
  ...Object.entries(FIRST_PAINT_CONTROLS).map(([behaviour, files]) => ({
    files,
    rules: { 'no-restricted-syntax': ['error', NO_LOCALE_STRING, ...reactKeepsOff(behaviour)] },
  })),
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
    ignores: ['src/app/pageModules.ts', 'src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/pages/**'],
              message: 'Only src/app/pageModules.ts imports page folders.',
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
