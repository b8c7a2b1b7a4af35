import type { TechnologyName } from './technologies';
import type { ExperienceEntry } from './types';

/**
 * Work and study, newest first. Sentences live in src/locales/{en,it}/experience.json.
 * `tech` holds technology names only; what an entry covered in words (a subject
 * such as distributed systems) is a translated list, `entries.<id>.topics`,
 * declared with `withTopics`. Courses of study are declared with `study`.
 */
function entry(
  id: string,
  company: string,
  period: string,
  tech: readonly TechnologyName[],
  { withTopics = false, study = false } = {},
): ExperienceEntry {
  return {
    id,
    roleKey: `entries.${id}.role`,
    company,
    kind: study ? 'study' : 'work',
    period,
    descriptionKey: `entries.${id}.description`,
    tech,
    ...(withTopics ? { topicsKey: `entries.${id}.topics` } : {}),
  };
}

export const experience: readonly ExperienceEntry[] = [
  entry('rgi-architect', 'RGI', '09/2021 – Present', [
    'Angular',
    'TypeScript',
    'RxJS',
    'NgRx',
    'Module Federation',
    'Nx',
    'Web Components',
    'Jest',
    'Playwright',
    'Azure DevOps',
  ]),
  entry('italiaonline-senior', 'Italiaonline', '03/2019 – 08/2021', [
    'React',
    'TypeScript',
    'Next.js',
    'Redux',
    'Node.js',
    'GraphQL',
    'Storybook',
    'BackstopJS',
    'Jenkins',
  ]),
  entry('tecnavia-developer', 'TECNAVIA APPS s.r.l.', '07/2017 – 02/2019', [
    'JavaScript',
    'TypeScript',
    'Angular',
    'Ionic',
    'Cordova',
    'Canvas',
    'WebGL',
    'PHP',
    'Sass',
  ]),
  entry(
    'teoresi-engineer',
    'Teoresi',
    '01/2016 – 06/2017',
    ['C++', 'Qt', 'QML', 'JavaScript', 'D3.js', 'Python', 'CAN bus'],
    { withTopics: true },
  ),
  entry('fastweb-developer', 'Fastweb', '10/2014 – 12/2015', [
    'AngularJS',
    'JavaScript',
    'jQuery',
    'HTML5',
    'CSS3',
    'Java',
    'JSP',
    'Protractor',
    'Jenkins',
  ]),
  entry('fastweb-intern', 'Fastweb', '03/2014 – 09/2014', [
    'JavaScript',
    'jQuery',
    'HTML5',
    'CSS3',
    'Google Maps API',
    'WAI-ARIA',
  ]),
  entry(
    'polito-master',
    'Politecnico di Torino',
    '09/2013 – 10/2015',
    ['Java', 'C', 'Python', 'JavaScript', 'SQL'],
    { withTopics: true, study: true },
  ),
  entry(
    'polito-bachelor',
    'Politecnico di Torino',
    '09/2010 – 07/2013',
    ['C', 'Java', 'Assembler 8086', 'SQL', 'Linux', 'HTML', 'CSS'],
    { study: true },
  ),
  entry(
    'itis-diploma',
    'ITIS Amedeo Avogadro',
    '09/2005 – 07/2010',
    ['C', 'Pascal', 'Assembler 8086', 'HTML', 'PHP', 'MySQL'],
    { withTopics: true, study: true },
  ),
];
