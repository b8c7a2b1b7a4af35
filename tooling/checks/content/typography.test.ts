import { describe, expect, it } from 'vitest';
import { checkTerms } from './termCheck';
import { TYPOGRAPHY_RULES } from './typography';

const check = (language: string, text: string) =>
  checkTerms(
    [{ path: `src/locales/${language}/x.json`, language, content: { k: text } }],
    TYPOGRAPHY_RULES,
  );

describe("each language's typography", () => {
  it('French: narrow no-break spaces before ; : ! ? and inside guillemets, none lost to a link', () => {
    expect(check('fr', 'Pourquoi\u202F? Voir « ici » : https://example.org')).toHaveLength(2);
    expect(
      check('fr', 'Pourquoi\u202F? Voir «\u202Fici\u202F»\u202F: https://example.org'),
    ).toEqual([]);
  });

  it('French: n° kept with its number, and an authority named after a colon, never in an apposition or in parentheses', () => {
    expect(check('fr', 'la loi n° 78-17')).toEqual([
      'src/locales/fr/x.json: key "k" says "n°"; write a no-break space after n°: "n° 78-17"',
    ]);
    expect(check('fr', 'la loi n°\u00a078-17')).toEqual([]);
    expect(
      check(
        'fr',
        'compétente pour le responsable du traitement (<authority>{{authority}}</authority>).',
      ),
    ).toHaveLength(1);
    // « …, Commission nationale de l’informatique et des libertés, ou » lacks its article.
    expect(
      check(
        'fr',
        'compétente pour le responsable du traitement, <authority>{{authority}}</authority>, ou',
      ),
    ).toHaveLength(1);
    expect(
      check(
        'fr',
        'compétente pour le responsable du traitement\u202F: <authority>{{authority}}</authority>.',
      ),
    ).toEqual([]);
    // Another language's sentence keeps its parentheses.
    expect(
      check('de', 'zuständige Aufsichtsbehörde (<authority>{{authority}}</authority>)'),
    ).toEqual([]);
  });

  it('German: „…“ quotes, never English or French ones', () => {
    expect(check('de', 'Der Kurs “Git”')).toEqual([
      'src/locales/de/x.json: key "k" says "”"; write the German quotation marks „…“',
    ]);
    expect(check('de', 'Der Kurs „Git“')).toEqual([]);
  });

  it('German: a citation held together by no-break spaces, its markup and placeholders aside', () => {
    for (const parted of [
      'nach Art. 13 der {{gdprName}}',
      '(Art.\u00a06 Abs. 1 lit.\u00a0f {{gdpr}})',
      '(Art.\u00a06 Abs.\u00a01 lit. f {{gdpr}})',
      '(§ 25 TDDDG)',
      '§\u00a0165 Abs.\u00a03 Satz 3',
      'EuGH, Rs. C-40/17',
      'vom 10. Juli 2023',
      'z. B. an die',
      '(Art.\u00a016 Abs.\u00a02 Bst. d {{gdpr}})',
    ]) {
      expect(check('de', parted), parted).toHaveLength(1);
    }
    expect(
      check(
        'de',
        'nach Art.\u00a013 der {{gdprName}} (Art.\u00a06 Abs.\u00a01 lit.\u00a0f; §\u00a025 TDDDG; Rs.\u00a0C-40/17) vom 10.\u00a0Juli 2023, z.\u00a0B. Daten derselben Art. Die Seite 2.',
      ),
    ).toEqual([]);
  });

  it('Spanish: every question and exclamation opened', () => {
    expect(check('es', 'Es obligatorio?')).toHaveLength(1);
    expect(check('es', 'Hola. ¿Es obligatorio? ¡Sí!')).toEqual([]);
  });

  it('Spanish: a citation or an authority set off by rayas or a colon, never in parentheses that could nest', () => {
    expect(check('es', 'Las normas sobre cookies ({{cookieRule}}) se aplican.')).toEqual([
      'src/locales/es/x.json: key "k" says "({{cookieRule}})"; write rayas (—{{cookieRule}}—) or a colon: a rule’s or an authority’s name may hold parentheses of its own ("… 2003 (PECR)", "… (ICO)"), and Spanish never nests them',
    ]);
    expect(
      check('es', 'ante la competente (<authority>{{authority}}</authority>) o ante'),
    ).toHaveLength(1);
    expect(check('es', 'no requiere consentimiento (véase {{cookieExemption}}).')).toHaveLength(1);
    expect(check('es', 'Las normas sobre cookies —{{cookieRule}}— se aplican.')).toEqual([]);
    expect(check('es', 'como la competente: <authority>{{authority}}</authority>.')).toEqual([]);
    // Other placeholders in parentheses, and other languages, are left alone.
    expect(check('es', '{{hostingCompany}} ({{hostingBasedIn}}) almacena')).toEqual([]);
    expect(check('fr', 'Les règles ({{cookieRule}}) s’appliquent.')).toEqual([]);
  });

  it('French, German and Spanish: a no-break space before %', () => {
    expect(check('de', '74,5% der Konten')).toHaveLength(1);
    expect(check('fr', '74,5\u00A0% des comptes')).toEqual([]);
  });
});
