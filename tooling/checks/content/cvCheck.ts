import { MAX_CV_PROJECTS } from '../../../src/content/cv';

const FILE = 'src/content/cv.ts';

/** The CV's project selection: known ids, each once, one to MAX_CV_PROJECTS of them. */
export function checkCvProjects(
  selection: readonly string[],
  projects: readonly { id: string }[],
): string[] {
  const known = new Set(projects.map((project) => project.id));
  const messages = selection
    .filter((id) => !known.has(id))
    .map(
      (id) =>
        `${FILE}: cvProjectIds names "${id}", which is not a project in src/content/projects.ts`,
    );
  const repeated = selection.filter((id, index) => selection.indexOf(id) !== index);
  for (const id of new Set(repeated))
    messages.push(`${FILE}: cvProjectIds names "${id}" more than once`);
  if (selection.length === 0 || selection.length > MAX_CV_PROJECTS) {
    messages.push(
      `${FILE}: cvProjectIds must name 1 to ${MAX_CV_PROJECTS} projects (the PDF's three pages), found ${selection.length}`,
    );
  }
  return messages;
}
