import type { TechnologyName } from './technologies';
import type { Course } from './types';
import gitImage from '../assets/courses/git.webp';
import typescriptImage from '../assets/courses/typescript.webp';
import jqueryImage from '../assets/courses/jquery.webp';
import phpImage from '../assets/courses/php.webp';
import cppImage from '../assets/courses/cpp.webp';
import html5Image from '../assets/courses/html5.webp';
import angularjsImage from '../assets/courses/angularjs.webp';
import javaImage from '../assets/courses/java.webp';
import javascriptImage from '../assets/courses/javascript.webp';
import cImage from '../assets/courses/c.webp';
import assemblerImage from '../assets/courses/assembler-8086.webp';
import databasesImage from '../assets/courses/databases-sql.webp';

/** Where the course pages live; the slugs are sample values, like the rest of the owner's links. */
const MARKETPLACE = 'https://www.udemy.com/course/';

/**
 * A course's topics are sentences-in-miniature ("Merge and rebase"), so they are
 * translated: `items.<id>.topics` in src/locales/{en,it}/courses.json. Only the
 * technology names a course uses stay here, language-neutral.
 */
function course(
  id: string,
  hours: number,
  technologies: readonly TechnologyName[],
  slug: string,
  image: string,
): Course {
  return {
    id,
    titleKey: `items.${id}.title`,
    descriptionKey: `items.${id}.description`,
    durationKey: `items.${id}.duration`,
    hours,
    topicsKey: `items.${id}.topics`,
    technologies,
    link: `${MARKETPLACE}${slug}-davide-marchetti-sample/`,
    image,
  };
}

/** The twelve online courses, in the order the courses page lists them. */
export const courses: readonly Course[] = [
  course('git', 2.5, [], 'git-everyday-version-control', gitImage),
  course('typescript', 1.5, [], 'typescript-for-javascript-developers', typescriptImage),
  course('jquery', 3, ['AJAX'], 'jquery-for-legacy-code', jqueryImage),
  course('php', 11.5, ['PDO', 'MySQL', 'Composer'], 'php-build-a-booking-site', phpImage),
  course('cpp', 14.5, ['CMake'], 'modern-cpp-from-scratch', cppImage),
  course('html5', 5, ['Canvas'], 'html5-semantic-and-accessible', html5Image),
  course('angularjs', 3.5, [], 'angularjs-maintain-and-migrate', angularjsImage),
  course('java', 7.5, ['JUnit'], 'java-for-beginners-one-project', javaImage),
  course('javascript', 10.5, ['DOM', 'Fetch API'], 'javascript-core-language', javascriptImage),
  course('c', 6.5, [], 'c-programming-for-engineering-students', cImage),
  course('assembler-8086', 6, [], 'assembler-8086-under-the-hood', assemblerImage),
  course('databases-sql', 6, [], 'databases-and-sql-design-first', databasesImage),
];
