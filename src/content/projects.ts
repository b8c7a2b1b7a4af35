import type { TechnologyName } from './technologies';
import type { Company, Project } from './types';

/** A name that describes the project rather than names a product: translated, `names.<id>`. */
const DESCRIBED = Symbol('described name');

/**
 * Projects for each of the five companies. A project's description is the
 * projects.json key `types.<type>`; the type is '<company slug>.<ProjectName>'.
 */
function project(
  id: string,
  name: string | typeof DESCRIBED,
  company: Company,
  type: string,
  period: string,
  tech: readonly TechnologyName[],
): Project {
  const shown = name === DESCRIBED ? { nameKey: `names.${id}` } : { name };
  return { id, ...shown, tech, type, company, period };
}

export const projects: readonly Project[] = [
  project('rgi-halflife', 'HalfLife', 'RGI', 'rgi.HalfLife', '10/2021 – 06/2023', [
    'Angular',
    'TypeScript',
    'NgRx',
    'Angular Material',
    'Jest',
    'Cypress',
  ]),
  project('rgi-claimpilot', 'ClaimPilot', 'RGI', 'rgi.ClaimPilot', '03/2022 – 12/2022', [
    'Angular',
    'Ionic',
    'Capacitor',
    'IndexedDB',
    'Service Worker',
    'Azure Maps',
  ]),
  project('rgi-agentdesk', 'AgentDesk', 'RGI', 'rgi.AgentDesk', '01/2023 – Present', [
    'Angular',
    'Module Federation',
    'Nx',
    'TypeScript',
    'Keycloak',
    'Playwright',
  ]),
  project('rgi-tessera', 'Tessera Design System', 'RGI', 'rgi.Tessera', '06/2023 – Present', [
    'Web Components',
    'Lit',
    'Storybook',
    'Style Dictionary',
    'axe-core',
    'Chromatic',
  ]),
  project(
    'italiaonline-paginegialle',
    DESCRIBED,
    'Italiaonline',
    'italiaonline.PagineGialle',
    '04/2019 – 06/2020',
    ['React', 'Next.js', 'TypeScript', 'Redux', 'Node.js', 'Elasticsearch'],
  ),
  project(
    'italiaonline-smartsite',
    'SmartSite Builder',
    'Italiaonline',
    'italiaonline.SmartSite',
    '01/2020 – 12/2020',
    ['React', 'TypeScript', 'Redux Toolkit', 'Node.js', 'GraphQL', 'Storybook'],
  ),
  project(
    'italiaonline-liberomail',
    'Libero Mail Web',
    'Italiaonline',
    'italiaonline.LiberoMail',
    '07/2020 – 08/2021',
    ['React', 'TypeScript', 'Redux', 'Web Workers', 'IndexedDB', 'Jest'],
  ),
  project(
    'tecnavia-eedition-reader',
    DESCRIBED,
    'TECNAVIA APPS s.r.l.',
    'tecnavia.EEditionReader',
    '08/2017 – 06/2018',
    ['JavaScript', 'Canvas', 'WebGL', 'Hammer.js', 'Sass', 'PHP'],
  ),
  project(
    'tecnavia-newsstand-app',
    DESCRIBED,
    'TECNAVIA APPS s.r.l.',
    'tecnavia.NewsstandApp',
    '03/2018 – 02/2019',
    ['Ionic', 'Angular', 'Cordova', 'TypeScript', 'Firebase Cloud Messaging', 'Fastlane'],
  ),
  project(
    'tecnavia-publisher-console',
    DESCRIBED,
    'TECNAVIA APPS s.r.l.',
    'tecnavia.PublisherConsole',
    '09/2018 – 02/2019',
    ['Angular', 'TypeScript', 'Chart.js', 'PHP', 'MySQL'],
  ),
  project(
    'teoresi-diagnostics-viewer',
    DESCRIBED,
    'Teoresi',
    'teoresi.DiagnosticsViewer',
    '02/2016 – 12/2016',
    ['C++', 'Qt', 'JavaScript', 'D3.js', 'Python', 'CAN bus'],
  ),
  project('teoresi-cluster-hmi', DESCRIBED, 'Teoresi', 'teoresi.ClusterHmi', '09/2016 – 06/2017', [
    'Qt',
    'QML',
    'C++',
    'OpenGL ES',
    'Linux',
  ]),
  project(
    'fastweb-coverage-check',
    DESCRIBED,
    'Fastweb',
    'fastweb.CoverageCheck',
    '04/2014 – 09/2014',
    ['JavaScript', 'jQuery', 'Google Maps API', 'HTML5', 'CSS3'],
  ),
  project('fastweb-myfastweb', DESCRIBED, 'Fastweb', 'fastweb.MyFastweb', '10/2014 – 12/2015', [
    'AngularJS',
    'JavaScript',
    'Java',
    'JSP',
    'Protractor',
    'Jenkins',
  ]),
];
