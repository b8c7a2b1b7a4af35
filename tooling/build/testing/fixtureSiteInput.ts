import { buildHeadTags } from '../../../src/lib/head';
import type { Language } from '../../../src/lib/language';
import type { RouteKey } from '../../../src/lib/routes';
import { chunkGraph } from '../chunkGraph';
import type { SiteInput } from '../siteInput';
import { FIXTURE_LANGUAGES, fixtureManifest } from './fixtureManifest';
import { templateSite } from './templateSite';

/**
 * A made-up site (not the sample owner's) under /portfolio/ whose pages are the markup `page` draws, titled
 * "<page> (<language>)"; its <noscript> lines read "<mode> (<language>)", and
 * its not-found lines "not found (<language>)" with a link "home (<language>)".
 */
export function fixtureSiteInput(
  page: (routeKey: RouteKey, language: Language) => string,
  languageCodes: readonly Language[] = FIXTURE_LANGUAGES,
): SiteInput {
  const model = templateSite(languageCodes);
  const languages = model.languageCodes;
  return {
    model,
    base: '/portfolio/',
    siteUrl: 'https://ada.example/portfolio/',
    graph: chunkGraph(fixtureManifest()),
    prePaint: 'window.started=1',
    contentSecurityPolicy: "default-src 'self'",
    look: { fonts: null, themeColor: '#101418' },
    noscript: {
      hash: languages.map((language) => ({ language, text: `hash (${language})` })),
      path: languages.map((language) => ({ language, text: `path (${language})` })),
      notFound: languages.map((language) => ({
        language,
        text: `not found (${language})`,
        link: { text: `home (${language})`, href: `/portfolio/${language}/` },
      })),
    },
    render: async (routeKey, language) => ({
      html: page(routeKey, language),
      title: `${routeKey} (${language})`,
      headTags: buildHeadTags({
        title: routeKey,
        description: 'd',
        url: 'u',
        image: 'i',
        // As the page head does in path mode: the same page in every language.
        alternates: languages.map((code) => ({
          hreflang: code,
          url: `https://ada.example/portfolio/${code}/${routeKey}/`,
        })),
      }),
    }),
  };
}
