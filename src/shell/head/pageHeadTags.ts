import type { i18n as I18n } from 'i18next';
import { coursesTexts } from '../../content/courses';
import { experienceTexts } from '../../content/experience';
import { profile, profileTexts } from '../../content/profile';
import { projectsTexts } from '../../content/projects';
import { published } from '../../content/published';
import { testimonialsTexts } from '../../content/testimonials';
import { tradingTexts } from '../../content/trading';
import { absoluteUrl, buildHeadTags, pageUrl, type HeadTag } from '../../lib/head';
import { SITE_MODEL } from '../../content/siteModel';
import type { Language } from '../../lib/language';
import { languageInfo } from '../../lib/siteModel';
import { NOT_FOUND_KEY, type RouteKey } from '../../lib/routes';
import { SHARE_IMAGE } from '../../lib/siteFiles';
import { withoutSoftHyphens } from '../../lib/softHyphen';

/** The owner's description of a page for search engines, where their file gives one. */
const OWNER_DESCRIPTIONS: Partial<
  Record<RouteKey, (language: Language) => { description?: string | undefined }>
> = {
  home: profileTexts,
  experience: experienceTexts,
  projects: projectsTexts,
  courses: coursesTexts,
  testimonials: testimonialsTexts,
  trading: tradingTexts,
};

/**
 * A page's title and head tags in a language: what the build writes into each
 * document, and in hash mode into each fragment, whose head the document takes
 * when the page is shown (src/first-paint/pageShown.ts).
 * In path mode every page names its other languages (hreflang) and the page
 * for everyone else (x-default, the default language); the not-found page
 * names no address of its own. Every page's link preview shows the site's one
 * share image. The head is read whole, never broken across lines: its texts
 * carry no soft hyphen.
 */
export function pageHeadTags(
  i18n: I18n,
  routeKey: RouteKey,
  routePath: string,
  language: Language,
): { title: string; headTags: HeadTag[] } {
  const t = i18n.getFixedT(language);
  // The job title is the owner's text in each language, as the home card shows it.
  const owner = { name: profile.name, jobTitle: profileTexts(language).jobTitle };
  const title = withoutSoftHyphens(t(`seo.${routeKey}.title`, owner));
  // The owner's description names them as the template's does ({{name}}, {{jobTitle}}), filled
  // by the same interpolator with the same options (spacing, escaping: src/i18n/index.ts).
  const ownDescription = OWNER_DESCRIPTIONS[routeKey]?.(language).description;
  const description = withoutSoftHyphens(
    ownDescription === undefined
      ? t(`seo.${routeKey}.description`, owner)
      : i18n.services.interpolator.interpolate(ownDescription, owner, language, {}),
  );
  const urlIn = (code: Language) =>
    pageUrl(SITE_MODEL, published.siteUrl, routePath, code, published.routing);
  const notFound = routeKey === NOT_FOUND_KEY;
  const alternates =
    published.routing === 'path' && !notFound
      ? [
          ...SITE_MODEL.languageCodes.map((code) => ({ hreflang: code, url: urlIn(code) })),
          { hreflang: 'x-default', url: urlIn(SITE_MODEL.fallbackLanguage) },
        ]
      : [];
  const headTags = buildHeadTags({
    title,
    description,
    url: notFound ? null : urlIn(language),
    image: absoluteUrl(published.siteUrl, SHARE_IMAGE),
    noindex: notFound,
    locale: languageInfo(SITE_MODEL, language).locale,
    alternates,
  });
  return { title, headTags };
}
