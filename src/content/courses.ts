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

function course(
  id: string,
  hours: number,
  technologies: string,
  slug: string,
  image: string,
): Course {
  return {
    id,
    titleKey: `items.${id}.title`,
    descriptionKey: `items.${id}.description`,
    durationKey: `items.${id}.duration`,
    hours,
    technologies,
    link: `${MARKETPLACE}${slug}-davide-marchetti-sample/`,
    image,
  };
}

/** The twelve online courses, in the order the courses page lists them. */
export const courses: readonly Course[] = [
  course(
    'git',
    2.5,
    'Repositories · Commits · Branching · Merge and rebase · Remotes · Pull requests · Conflict resolution',
    'git-everyday-version-control',
    gitImage,
  ),
  course(
    'typescript',
    1.5,
    'Types and interfaces · Generics · Union types · Type narrowing · Strict mode · Migrating from JavaScript',
    'typescript-for-javascript-developers',
    typescriptImage,
  ),
  course(
    'jquery',
    3,
    'Selectors · DOM manipulation · Events · Effects · AJAX · Plugins',
    'jquery-for-legacy-code',
    jqueryImage,
  ),
  course(
    'php',
    11.5,
    'Syntax and types · Functions · Forms · Sessions and cookies · PDO and MySQL · Object-oriented PHP · Composer · Security basics',
    'php-build-a-booking-site',
    phpImage,
  ),
  course(
    'cpp',
    14.5,
    'Classes and objects · RAII · Templates · STL containers and algorithms · Smart pointers · Move semantics · CMake',
    'modern-cpp-from-scratch',
    cppImage,
  ),
  course(
    'html5',
    5,
    'Semantic elements · Forms and validation · Audio and video · Canvas · Accessibility · Responsive images',
    'html5-semantic-and-accessible',
    html5Image,
  ),
  course(
    'angularjs',
    3.5,
    'Modules · Controllers · Two-way binding · Directives · Services · Routing · Migration to Angular',
    'angularjs-maintain-and-migrate',
    angularjsImage,
  ),
  course(
    'java',
    7.5,
    'Syntax · Object-oriented programming · Collections · Exceptions · Generics · Streams and lambdas · JUnit',
    'java-for-beginners-one-project',
    javaImage,
  ),
  course(
    'javascript',
    10.5,
    'Variables and types · Functions and closures · Objects and prototypes · DOM · Promises and async/await · Modules · Fetch API',
    'javascript-core-language',
    javascriptImage,
  ),
  course(
    'c',
    6.5,
    'Data types · Control flow · Functions · Pointers · Arrays and strings · Dynamic memory · File I/O',
    'c-programming-for-engineering-students',
    cImage,
  ),
  course(
    'assembler-8086',
    6,
    'Registers · Addressing modes · Instruction set · Stack and procedures · Interrupts · DOS system calls',
    'assembler-8086-under-the-hood',
    assemblerImage,
  ),
  course(
    'databases-sql',
    6,
    'Relational model · ER diagrams · Normalisation · SELECT and JOIN · Aggregation · Indexes · Transactions',
    'databases-and-sql-design-first',
    databasesImage,
  ),
];
