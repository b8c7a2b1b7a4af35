/** Work and study, newest first, from the owner's experience.json (texts: namespace experience). */
export { experience } from 'virtual:owner/experience';
