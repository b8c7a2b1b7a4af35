/**
 * owner/cv.json: what the PDF CV chooses of the rest (the JSON Resume lists
 * everything); without it, the PDF lists no project.
 */
import { z } from 'zod';
import { slug } from './fields.ts';
import type { ProjectsFile } from './projects.ts';
import type { FileContent, Finding, OwnerFile } from './ownerFile.ts';

const schema = () =>
  z.strictObject({
    projects: z
      .array(slug)
      .max(8, { error: 'lists more than 8 projects, more than fit the PDF' })
      .describe('The projects the PDF lists, by id, in order; the JSON Resume lists all'),
  });

/** Each project it names is one of projects.json. */
function check(owner: { projects?: ProjectsFile; cv?: CvFile }): Finding[] {
  const ids = new Set(owner.projects?.entries.map((project) => project.id));
  return (owner.cv?.projects ?? []).flatMap((id): Finding[] =>
    ids.has(id) ? [] : [[['projects'], `"${id}" is not a project id`]],
  );
}

/** owner/cv.json as its schema validates it. */
export type CvFile = FileContent<typeof schema>;

export const cv = {
  file: 'cv',
  required: false,
  schema,
  check,
  module: 'cv',
} as const satisfies OwnerFile;
