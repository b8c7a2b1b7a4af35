import { describe, expect, it } from 'vitest';
import { cvProjectIds } from '../../../src/content/cv';
import { checkCvProjects } from './cvCheck';
import { projects } from '../../../src/content/projects';

const sample = [{ id: 'rgi-agentdesk' }, { id: 'fastweb-myfastweb' }];

describe("the CV's project selection", () => {
  it('accepts the selection the site ships with', () => {
    expect(checkCvProjects(cvProjectIds, projects)).toEqual([]);
  });

  it('names an unknown or repeated project', () => {
    expect(checkCvProjects(['rgi-agentdesk', 'acme', 'rgi-agentdesk'], sample)).toEqual([
      'src/content/cv.ts: cvProjectIds names "acme", which is not a project in src/content/projects.ts',
      'src/content/cv.ts: cvProjectIds names "rgi-agentdesk" more than once',
    ]);
  });

  it('asks for at least one project and no more than fit three pages', () => {
    expect(checkCvProjects([], sample)).toEqual([
      "src/content/cv.ts: cvProjectIds must name 1 to 8 projects (the PDF's three pages), found 0",
    ]);
  });
});
