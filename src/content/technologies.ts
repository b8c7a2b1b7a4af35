/**
 * The names that may appear in a language-neutral technology list (`tech` of
 * experience entries and projects, `technologies` of courses): languages,
 * frameworks, tools, products, standards and their acronyms, written the same
 * in English and Italian.
 *
 * Anything that describes (a subject, a skill, "Distributed systems") is not a
 * name: it belongs in the entry's translated topics in src/locales/{en,it}/,
 * so that each language reads it in its own words. The content check fails when
 * a technology list holds something missing here, and when a translated topic
 * reads the same in both languages without being one of these names (an
 * untranslated phrase). Add a name here only if it stays as written in every
 * language.
 */
export const TECHNOLOGY_NAMES = [
  'AJAX',
  'Angular',
  'Angular Material',
  'AngularJS',
  'Assembler 8086',
  'axe-core',
  'Azure DevOps',
  'Azure Maps',
  'BackstopJS',
  'C',
  'C++',
  'CAN bus',
  'Canvas',
  'Capacitor',
  'Chart.js',
  'Chromatic',
  'CMake',
  'Composer',
  'Cordova',
  'CSS',
  'CSS3',
  'Cypress',
  'D3.js',
  'DOM',
  'Elasticsearch',
  'Fastlane',
  'Fetch API',
  'Firebase Cloud Messaging',
  'Google Maps API',
  'GraphQL',
  'Hammer.js',
  'HTML',
  'HTML5',
  'IndexedDB',
  'Ionic',
  'Java',
  'JavaScript',
  'Jenkins',
  'Jest',
  'jQuery',
  'JSP',
  'JUnit',
  'Keycloak',
  'Linux',
  'Lit',
  'Module Federation',
  'MySQL',
  'Next.js',
  'NgRx',
  'Node.js',
  'Nx',
  'OpenGL ES',
  'Pascal',
  'PDO',
  'PHP',
  'Playwright',
  'Protractor',
  'Python',
  'QML',
  'Qt',
  'RAII',
  'React',
  'Redux',
  'Redux Toolkit',
  'RxJS',
  'Sass',
  'Service Worker',
  'SQL',
  'Storybook',
  'Style Dictionary',
  'TypeScript',
  'WAI-ARIA',
  'Web Components',
  'Web Workers',
  'WebGL',
] as const;

export type TechnologyName = (typeof TECHNOLOGY_NAMES)[number];

const KNOWN_NAMES: ReadonlySet<string> = new Set(TECHNOLOGY_NAMES);

export function isTechnologyName(text: string): text is TechnologyName {
  return KNOWN_NAMES.has(text);
}
