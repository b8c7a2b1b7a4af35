import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Marco Bianchi')).toBe('MB');
    expect(initialsOf('Giulia De Santis')).toBe('GS');
  });

  it('uses one letter for a single name and upper-cases it', () => {
    expect(initialsOf('elena')).toBe('E');
  });

  it('ignores extra spaces and keeps accented letters whole', () => {
    expect(initialsOf('  Élodie   Ørsted ')).toBe('ÉØ');
  });

  it('writes capitals as the language does', () => {
    expect(initialsOf('ilaria', 'tr')).toBe('İ');
    expect(initialsOf('  maria giulia bianchi-santoro ', 'it')).toBe('MB');
  });

  it('is empty for an empty name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
  });
});
