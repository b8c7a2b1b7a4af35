/**
 * owner/technologies.json: the technology names the entries' lists may use,
 * written the same in every language; the CV lists them as skills.
 */
import { z } from 'zod';
import { requiredText } from './fields.ts';
import type { FileContent, OwnerFile } from './ownerFile.ts';

const schema = () =>
  z
    .array(requiredText)
    .describe(
      'Names written the same in every language (languages, frameworks, tools): the chips of experience, projects and courses, and the CV’s skills',
    );

/** owner/technologies.json as its schema validates it. */
export type TechnologiesFile = FileContent<typeof schema>;

export const technologies = {
  file: 'technologies',
  required: true,
  schema,
  module: 'technologies',
} as const satisfies OwnerFile;
