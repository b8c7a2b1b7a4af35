// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { policyLaw } from '../../../tooling/owner/law/lawForCountry';
import { LEGAL_CONDITIONS } from '../../lib/legalConditions';
import { REGIMES } from '../../lib/policyLaw';
import { linksReading } from '../../test/links';
import { drawAsBuilt } from '../../test/render';
import { LegalDocument, type LegalIdentity, type PolicyTexts } from './LegalDocument';

/** Distinct from the sample owner, so the test proves the values come from the prop. */
const TEST_IDENTITY: LegalIdentity = {
  name: 'Ada Testperson',
  email: 'ada.testperson@example.org',
  postalAddress: 'Piazza di Prova 1, 00100 Roma (RM), Italia',
  siteUrl: 'https://ada.example.org/portfolio/',
  hosting: { service: 'Quiet Hosting', company: 'Quiet Ltd' },
};

const LINKS = {
  cookieLink: '#/cookie-policy',
  privacyLink: '#/privacy',
  chrome: 'https://chrome.example.org/help',
  firefox: 'https://firefox.example.org/help',
  safari: 'https://safari.example.org/help',
  edge: 'https://edge.example.org/help',
  flagsPolicy: 'https://flags.example.org/privacy',
  avatarsPolicy: 'https://avatars.example.org/privacy',
};

const DOCUMENTS = ['privacy', 'cookie'] as const;
type LegalTexts = Record<
  (typeof DOCUMENTS)[number],
  { title: string; updated: string; sections: object }
> & {
  toc_label: string;
  list_or: string;
  language_code: string;
};
interface CookieSections {
  storage: { table: { caption: string; columns: Record<string, string> } };
}
/** The template's legal texts, by language (the files the site's strings start from). */
const TEMPLATE_LEGAL = import.meta.glob<LegalTexts>('../../locales/*/legal.json', {
  eager: true,
  import: 'default',
});
const legalTexts = (language: string) =>
  TEMPLATE_LEGAL[`../../locales/${language}/legal.json`] as LegalTexts;

/** A site with every section and condition, under the EU's regime (an owner has one). */
const REGIME_CONDITIONS: readonly string[] = REGIMES;
const FULL_SITE = [
  ...LEGAL_CONDITIONS.filter((condition) => !REGIME_CONDITIONS.includes(condition)),
  'eu',
];

/** legal.json's texts, distinct from the sample's, so the test proves they come from the prop. */
const TEST_TEXTS: PolicyTexts = {
  hosting: { basedIn: 'based in Testland' },
  policiesUpdated: 'Testember 2026',
};

function Harness({
  documentKey,
  conditions = FULL_SITE,
  languages = conditions.includes('languages') ? ['en', 'xx'] : ['en'],
  texts = TEST_TEXTS,
}: {
  documentKey: (typeof DOCUMENTS)[number];
  conditions?: readonly string[];
  languages?: readonly string[];
  texts?: PolicyTexts;
}) {
  const { t } = useTranslation('legal');
  return (
    <LegalDocument
      documentKey={documentKey}
      t={t}
      identity={TEST_IDENTITY}
      texts={texts}
      links={LINKS}
      law={policyLaw('IT')}
      conditions={conditions}
      languages={languages}
      updated="2026-03"
    />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LegalDocument', () => {
  for (const language of Object.keys(TEMPLATE_LEGAL).map((file) => file.split('/')[3] ?? '')) {
    for (const documentKey of DOCUMENTS) {
      const texts = legalTexts(language)[documentKey];
      const headings = Object.values(texts.sections).map(
        (section: { heading: string }) => section.heading,
      );
      // The owner's month in the language's words, as the legal module serves it (tooling/owner/files/legal.ts).
      const month = `${language} 03/2026`;
      const policyTexts = { ...TEST_TEXTS, policiesUpdated: month };

      // Drawn once for the tests below, as the build draws it: a whole policy takes seconds
      // to render on a busy machine, ten policies in five languages. Its queries by role pass
      // `hidden: true`: drawn with no style but the behaviours' [data-off] rule, a policy hides
      // nothing but icons and the table's repeated column names (the first test holds that), so they find
      // the same elements without jsdom computing the style of each one and its ancestors.
      describe(`the ${documentKey} policy (${language})`, () => {
        beforeAll(() => {
          drawAsBuilt(<Harness documentKey={documentKey} texts={policyTexts} />, {
            language,
            strings: { legal: legalTexts(language) },
          });
        });
        afterAll(() => {
          document.body.innerHTML = '';
        });

        it('renders every section heading in order, hiding only icons and the repeated column names', () => {
          const hidden = document.body.querySelectorAll('[hidden], [aria-hidden], [data-off]');
          for (const element of hidden) expect(element.matches('svg, td > *')).toBe(true);
          expect(
            screen.getByRole('heading', { level: 1, name: texts.title, hidden: true }),
          ).toBeInTheDocument();
          const rendered = screen
            .getAllByRole('heading', { level: 2, hidden: true })
            .map((h) => h.textContent);
          expect(rendered).toEqual(headings);
          const contents = screen.getByRole('navigation', {
            name: legalTexts(language).toc_label,
            hidden: true,
          });
          const entries = within(contents)
            .getAllByRole('link', { hidden: true })
            .map((link) => link.textContent);
          expect(entries).toEqual(headings);
        });

        it('interpolates the identity and shows the last update', () => {
          const text = document.body.textContent ?? '';
          expect(text).not.toContain('{{');
          expect(text).not.toContain('}}');
          expect(text).not.toMatch(/<\/?[a-z]+>/i);
          expect(text).toContain(TEST_IDENTITY.name);
          expect(text).toContain(TEST_IDENTITY.siteUrl);
          const mailLinks = linksReading(TEST_IDENTITY.email);
          expect(mailLinks.length).toBeGreaterThan(0);
          for (const mailLink of mailLinks) {
            expect(mailLink).toHaveAttribute('href', `mailto:${TEST_IDENTITY.email}`);
          }
          const updated = document.querySelector('footer time');
          expect(updated).toHaveAttribute('dateTime', '2026-03');
          expect(updated).toHaveTextContent(month);
          // As read: the matcher takes a no-break space for a space.
          expect(document.querySelector('footer')).toHaveTextContent(
            texts.updated.replace('<date>{{policiesUpdated}}</date>', month).replace(/\s/g, ' '),
          );
        });

        if (documentKey === 'privacy') {
          it("names the controller's postal address and email", () => {
            const text = document.body.textContent ?? '';
            expect(text).toContain(TEST_IDENTITY.postalAddress);
            expect(linksReading(TEST_IDENTITY.email).length).toBeGreaterThan(1);
            // The hosting provider is the owner's, never the template's.
            expect(text).toContain('Quiet Hosting (');
            expect(text).toContain('Quiet Ltd');
            expect(text).not.toMatch(/GitHub|\{\{/);
          });
        } else {
          it('lists what the site stores in a table with a caption', () => {
            const storage = (texts.sections as CookieSections).storage.table;
            const table = screen.getByRole('table', { name: storage.caption, hidden: true });
            const columnHeaders = within(table).getAllByRole('columnheader', { hidden: true });
            expect(columnHeaders.map((header) => header.textContent)).toEqual(
              Object.values(storage.columns),
            );
            for (const header of columnHeaders) expect(header).toHaveAttribute('scope', 'col');
            const rowHeaders = within(table)
              .getAllByRole('rowheader', { hidden: true })
              .map((header) => header.textContent);
            expect(rowHeaders).toEqual(['cookieConsent', 'theme', 'i18nextLng']);
            // The languages it may hold are the site's own, whatever they are, as alternatives.
            const { list_or: or, language_code: quoted } = legalTexts(language);
            const [en, xx] = ['en', 'xx'].map((code) => quoted.replace('{{code}}', code));
            const languageRow = within(table).getByRole('row', {
              name: /i18nextLng/,
              hidden: true,
            });
            expect(languageRow).toHaveTextContent(
              // As the matcher reads text: any run of spaces (French's U+202F in « en ») as one.
              `${en} ${or} ${xx}`.replace(/\s+/g, ' '),
            );
          });
        }
      });
    }
  }

  it('joins the stored language codes as the sentence’s language writes a list: Spanish «u» before /o/', () => {
    drawAsBuilt(<Harness documentKey="cookie" languages={['es', 'oc']} />, {
      language: 'es',
      strings: { legal: legalTexts('es') },
    });
    expect(screen.getByRole('row', { name: /i18nextLng/, hidden: true })).toHaveTextContent(
      '«es» u «oc»',
    );
  });

  it('renders links of the site in place and other targets as new-tab links', () => {
    drawAsBuilt(<Harness documentKey="cookie" />);
    const privacyLinks = screen.getAllByRole('link', { name: 'privacy policy', hidden: true });
    for (const link of privacyLinks) {
      expect(link).toHaveAttribute('href', '#/privacy');
      expect(link).not.toHaveAttribute('target');
    }
    const chrome = screen.getByRole('link', {
      name: /^Google Chrome\s\(opens in a new tab\)$/,
      hidden: true,
    });
    expect(chrome).toHaveAttribute('href', LINKS.chrome);
    expect(chrome).toHaveAttribute('target', '_blank');
    expect(chrome).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('moves focus to a section heading from the table of contents without changing the URL', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    // As the build draws it: the page's behaviours move the focus (src/behaviours/actions.ts).
    drawAsBuilt(<Harness documentKey="privacy" />);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const hashBefore = window.location.hash;

    await user.click(within(contents).getByRole('link', { name: 'Your rights' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'Your rights' });
    expect(heading).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(window.location.hash).toBe(hashBefore);
  });

  it('says nothing of images or a language choice on a one-language site without testimonials', () => {
    for (const language of ['en', 'it']) {
      for (const documentKey of DOCUMENTS) {
        drawAsBuilt(<Harness documentKey={documentKey} conditions={['eu']} />, { language });
        expect(document.body.textContent).not.toMatch(
          /flag|bandier|avatar|image|immagin|chosen by you|scelta da te/i,
        );
      }
    }
  });

  describe('says what the site keeps of the language, as the site does', () => {
    const rows = () =>
      within(screen.getByRole('table', { hidden: true }))
        .getAllByRole('rowheader', { hidden: true })
        .map((header) => header.textContent);
    const text = (documentKey: (typeof DOCUMENTS)[number], conditions: readonly string[]) => {
      drawAsBuilt(<Harness documentKey={documentKey} conditions={conditions} />);
      const shown = document.body.textContent ?? '';
      return { shown, rows: documentKey === 'cookie' ? rows() : [] };
    };

    it('the language detected, where the owner keeps the spec’s behaviour: not claimed exempt', () => {
      const cookie = text('cookie', ['languages', 'detectedLanguage', 'eu']);
      expect(cookie.rows).toEqual(['cookieConsent', 'theme', 'i18nextLng']);
      expect(cookie.shown).toContain('three localStorage items');
      expect(cookie.shown).toContain('chosen by you, or else taken from the page’s address');
      const privacy = text('privacy', ['languages', 'detectedLanguage', 'eu']).shown;
      expect(privacy).toContain('The language is stored as soon as the site has set it');
      expect(privacy).toContain('The theme and the acknowledgement are stored only when you');
    });

    it('the language picked, by default: stored only on a pick, strictly necessary', () => {
      const cookie = text('cookie', ['languages', 'eu']);
      expect(cookie.rows).toEqual(['cookieConsent', 'theme', 'i18nextLng']);
      expect(cookie.shown).toContain('it is stored only when you pick one');
      expect(cookie.shown).not.toMatch(/taken from the page’s address/);
      const privacy = text('privacy', ['languages', 'eu']).shown;
      expect(privacy).toContain('remember the language you pick in the language picker');
      expect(privacy).toContain('Each is stored only when you pick a language or a theme');
      expect(privacy).not.toMatch(/even if you have not chosen it/);
    });

    it('no language on a site in one language', () => {
      const cookie = text('cookie', ['eu']);
      expect(cookie.rows).toEqual(['cookieConsent', 'theme']);
      expect(cookie.shown).toContain('two localStorage items');
      expect(cookie.shown).toContain('no longer remember your theme or your acknowledgement');
      const privacy = text('privacy', ['eu']).shown;
      expect(privacy).toContain('your acknowledgement of the cookie notice and the theme.');
      expect(privacy).not.toMatch(/remember(?:ing)? the language|remember your language/);
    });
  });

  it('labels each section by its heading', () => {
    drawAsBuilt(<Harness documentKey="cookie" />);
    expect(
      screen.getByRole('region', { name: 'Managing cookies', hidden: true }).querySelectorAll('li'),
    ).toHaveLength(4);
  });
});
