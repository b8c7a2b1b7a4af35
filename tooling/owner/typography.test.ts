import { describe, expect, it } from 'vitest';
import { asSentences, typographic } from './typography';

describe('typographic', () => {
  it.each([
    ["Master's, Computer Science", 'Master’s, Computer Science'],
    ["The drivers' app", 'The drivers’ app'],
    ["it couldn't verify", 'it couldn’t verify'],
    ["l'area clienti dell'azienda", 'l’area clienti dell’azienda'],
    ["called 'Tidewater' inside", 'called ‘Tidewater’ inside'],
    ["the '80s", 'the ’80s'],
    ['a "streaming" ledger', 'a “streaming” ledger'],
    ['No quotes at all.', 'No quotes at all.'],
  ])('%s → %s', (input, expected) => {
    expect(typographic(input)).toBe(expected);
  });
});

describe('asSentences', () => {
  it('ends each highlight as a sentence, once, and keeps them apart', () => {
    expect(
      asSentences([
        'Led a team of five',
        'Cut build time by 40%;',
        '  Shipped the “new” checkout!  ',
        '',
        'Moved to React (2019).',
      ]),
    ).toBe(
      'Led a team of five. Cut build time by 40%. Shipped the “new” checkout! Moved to React (2019).',
    );
  });
});
