/**
 * What only the CV needs: the projects the PDF lists, by id, in order (the
 * owner's cv.json); the JSON Resume lists every project.
 */
export { cvProjectIds, technologies } from 'virtual:owner/cv';
