/**
 * The owner's projects (projects.json; texts: namespace projects) and the
 * companies in the order the filter lists them, the first selected.
 */
export { projects, companies } from 'virtual:owner/projects';
