/** The owner's online courses, in page order (courses.json; texts: namespace courses). */
export { courses, coursePlatform } from 'virtual:owner/courses';
