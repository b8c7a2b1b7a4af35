import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OWNER_FILES } from './index';

const DOC = readFileSync('docs/owner-content.md', 'utf8');
const section = DOC.slice(
  DOC.indexOf('## Files'),
  DOC.indexOf('\n## ', DOC.indexOf('## Files') + 1),
);
const names = (text: string) => [...text.matchAll(/`(\w+)\.json`/g)].map((match) => match[1]);

describe('docs/owner-content.md, against the registry of owner files', () => {
  it('lists every owner file, in the registry’s order', () => {
    const listed = [...section.matchAll(/^- `(\w+)\.json`/gm)].map((match) => match[1]);
    expect(listed).toEqual(OWNER_FILES.map(({ file }) => file));
  });

  it('names as needed exactly the files the registry requires', () => {
    const needed = section.slice(section.indexOf('Needed:'), section.indexOf('; the others'));
    const required = OWNER_FILES.filter((file) => file.required).map(({ file }) => file);
    expect(names(needed)).toEqual(required);
  });
});
