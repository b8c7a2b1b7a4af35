import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OWNER_FORMAT, siteFile } from '../owner/files/site.ts';
import { SHAPES, TYPEFACE_IDS } from './look.ts';
import { LOOK_PRESETS } from './presets.ts';

/** docs/looks.md, the owner's page on the look: it shows these values, so it follows them. */
const docs = readFileSync('docs/looks.md', 'utf8');
const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const row = (id: string) => docs.split('\n').find((line) => line.startsWith(`| \`${id}\``));

describe('the look presets', () => {
  for (const [name, look] of Object.entries(LOOK_PRESETS)) {
    it(`${name} is a look owner/site.json accepts, shown in docs/looks.md`, () => {
      expect(siteFile.safeParse({ format: OWNER_FORMAT, look }).error).toBeUndefined();
      expect(oneLine(docs)).toContain(`"look": ${oneLine(JSON.stringify(look, null, 1))}`);
    });
  }
});

describe('docs/looks.md', () => {
  it('has a row for every typeface and the radii of every shape', () => {
    for (const id of TYPEFACE_IDS) expect(row(id), id).toBeDefined();
    for (const [shape, radii] of Object.entries(SHAPES)) {
      for (const radius of Object.values(radii)) expect(row(shape)).toContain(`\`${radius}\``);
    }
  });
});
