/** The owner's online courses, in page order (courses.json; texts: namespace courses). */
export { courses, platform } from 'virtual:owner/courses';
