/**
 * owner/projects.json: the projects page, filtered by company, and the
 * projects the CV and its JSON Resume list (cv.json chooses the PDF's).
 */
import { z } from 'zod';
import { entryFindings } from './entries.ts';
import * as field from './fields.ts';
import type { TechnologiesFile } from './technologies.ts';
import type { CheckContext, FileContent, Finding, OwnerFile } from './ownerFile.ts';

function schema(languages: field.SchemaLanguages) {
  const { text } = field.textSchemas(languages);
  const project = z.strictObject({
    id: field.entryId,
    name: z
      .union([field.requiredText, text])
      .describe(
        'The card’s title: a product’s name as written, or a translated name that describes it',
      ),
    company: field.requiredText.describe(
      'Whom it was for: one of "companies", the filter that shows it',
    ),
    period: field.period,
    description: text.describe('What it is and what you did: the card’s text'),
    tech: field.technologyList,
    url: field.httpsUrl
      .optional()
      .describe('The project’s address, as JSON Resume has it: kept, not shown'),
  });
  return z.strictObject({
    ...field.sectionFields(languages),
    companies: z
      .array(field.requiredText)
      .min(1)
      .describe('The companies in the order of the filter; the first is selected'),
    entries: z.array(project).min(1).describe('The projects, in the page’s order'),
  });
}

/** The entries' rules, and each company filtered by with a project of its own. */
function check(
  owner: { projects?: ProjectsFile; technologies: TechnologiesFile },
  context: CheckContext,
): Finding[] {
  if (!owner.projects) return [];
  const { companies, entries } = owner.projects;
  return [
    ...entryFindings(entries, owner, context),
    ...entries.flatMap(({ company }, index): Finding[] =>
      companies.includes(company)
        ? []
        : [[['entries', index, 'company'], `"${company}" is not in "companies"`]],
    ),
    ...companies.flatMap((company): Finding[] =>
      entries.some((project) => project.company === company)
        ? []
        : [[['companies'], `"${company}" has no project`]],
    ),
  ];
}

/** owner/projects.json as its schema validates it. */
export type ProjectsFile = FileContent<typeof schema>;

export const projects = {
  file: 'projects',
  required: false,
  schema,
  check,
  module: 'projects',
} as const satisfies OwnerFile;
