import { describe, expect, it } from 'vitest';
import { lookNotes } from './ownerContentPlugin';

describe('what the build says of the look', () => {
  const sheet = {
    notes: ['the typeface has no Greek letters'],
    colourNotes: ['accent #1d5fd6 is too dark for text on the dark theme’s page'],
  };

  it('names the colours used in place of an accent the owner chose, and the fonts it lacks', () => {
    expect(lookNotes(sheet, { site: { format: 4, look: { accent: '#1d5fd6' } } })).toEqual([
      ...sheet.notes,
      ...sheet.colourNotes,
    ]);
  });

  it('says nothing of the template’s own accent, on an owner who chose none', () => {
    expect(lookNotes(sheet, { site: { format: 4 } })).toEqual(sheet.notes);
    expect(lookNotes(sheet, { site: { format: 4, look: { typeface: 'editorial' } } })).toEqual(
      sheet.notes,
    );
  });
});
