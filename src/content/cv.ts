/**
 * What only the CV needs (the PDF and JSON Resume the build writes from this
 * content; see README, "Your CV"). The PDF lists these projects, by their ids
 * in projects.ts, in this order, to stay within three pages; the JSON Resume
 * lists every project.
 */
export const cvProjectIds: readonly string[] = [
  'rgi-agentdesk',
  'rgi-tessera',
  'italiaonline-paginegialle',
  'tecnavia-eedition-reader',
  'teoresi-cluster-hmi',
  'fastweb-myfastweb',
];

/** More would not fit the PDF's three pages. */
export const MAX_CV_PROJECTS = 8;
