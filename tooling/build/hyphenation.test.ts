import { describe, expect, it } from 'vitest';
import { TEMPLATE_LANGUAGES } from '../../src/lib/language';
import { SOFT_HYPHEN, withoutSoftHyphens } from '../../src/lib/softHyphen';
import { hyphenateTree, hyphenatorFor, type Hyphenate } from './hyphenation';

/** Soft hyphens shown as '|'. */
const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '|');

async function hyphenator(language: string): Promise<Hyphenate> {
  const hyphenate = await hyphenatorFor(language);
  if (!hyphenate) throw new Error(`no patterns for ${language}`);
  return hyphenate;
}

describe('hyphenatorFor', () => {
  it('has patterns for every language the template ships', async () => {
    for (const { code } of TEMPLATE_LANGUAGES)
      expect(await hyphenatorFor(code), code).not.toBeNull();
  });

  it('breaks long words where the language breaks them', async () => {
    expect(shown((await hyphenator('de'))('Datenschutzerklärung'))).toBe(
      'Da|ten|schutz|er|klä|rung',
    );
    expect(shown((await hyphenator('en'))('internationalization'))).toBe(
      'in|ter|na|tion|al|iza|tion',
    );
    expect(shown((await hyphenator('fr'))('l’utilisateur'))).toBe('l’uti|li|sa|teur');
    expect(shown((await hyphenator('it'))('responsabilità'))).toBe('re|spon|sa|bi|li|tà');
    expect(shown((await hyphenator('es'))('almacenamiento'))).toBe('al|ma|ce|na|mien|to');
  });

  it('leaves short words, abbreviations and what is hyphenated by hand as they are', async () => {
    const german = await hyphenator('de');
    expect(german('Seite nicht gefunden')).toBe('Seite nicht gefunden');
    expect(german('AUFTRAGSVERARBEITER')).toBe('AUFTRAGSVERARBEITER');
    expect(german(`Daten${SOFT_HYPHEN}schutzerklärung`)).toBe(`Daten${SOFT_HYPHEN}schutzerklärung`);
  });

  it('keeps placeholders, tags, addresses, email addresses and file names whole', async () => {
    const german = await hyphenator('de');
    const text =
      '{{hostingCompany}} <privacyLink>Datenschutzerklärung</privacyLink> $t(verantwortlichen) ' +
      'https://datenschutzbeauftragte.example.org/beschwerden kontaktformular@beispielseite.de ' +
      'lebenslauf_vollstaendig.pdf Verantwortlichen.';
    expect(shown(german(text))).toBe(
      '{{hostingCompany}} <privacyLink>Da|ten|schutz|er|klä|rung</privacyLink> $t(verantwortlichen) ' +
        'https://datenschutzbeauftragte.example.org/beschwerden kontaktformular@beispielseite.de ' +
        'lebenslauf_vollstaendig.pdf Ver|ant|wort|li|chen.',
    );
  });

  it('adds nothing but soft hyphens', async () => {
    const text = 'Umsatzsteuer-Identifikationsnummer (Art. 28 DSGVO), „Auftragsverarbeiter“';
    expect(withoutSoftHyphens((await hyphenator('de'))(text))).toBe(text);
  });

  it('has none for a language without patterns', async () => {
    expect(await hyphenatorFor('tlh')).toBeNull();
    expect(await hyphenatorFor('../de')).toBeNull();
  });
});

describe('hyphenateTree', () => {
  it('hyphenates every string of a namespace, its keys as they are', async () => {
    const tree = {
      privacy: { title: 'Datenschutzerklärung', list: ['Auftragsverarbeiter'] },
      n: 3,
    };
    expect(JSON.parse(shown(JSON.stringify(hyphenateTree(tree, await hyphenator('de')))))).toEqual({
      privacy: { title: 'Da|ten|schutz|er|klä|rung', list: ['Auf|trags|ver|ar|bei|ter'] },
      n: 3,
    });
  });
});
