/** What people who worked with the owner say, in page order (testimonials.json; texts: namespace testimonials). */
export { testimonials } from 'virtual:owner/testimonials';
