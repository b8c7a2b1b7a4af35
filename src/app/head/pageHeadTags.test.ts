import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SiteModule from '../../content/site';
import type * as SiteModelModule from '../../content/siteModel';
import { allTranslations } from '../../i18n/allTranslations';
import type { HeadTag } from '../../lib/head';
import type { RouteKey } from '../../lib/routes';
import type { ShareImageChoice } from '../../lib/siteModel';
import type { RoutingMode } from '../../lib/siteUrls';

const i18n = i18next.createInstance();
await i18n.init({ resources: allTranslations(), defaultNS: 'common', lng: 'en' });

/** The page's head in a site built with this routing, for an owner who made this choice. */
async function headOf(
  routing: RoutingMode,
  shareImages: ShareImageChoice,
  routeKey: RouteKey,
  language: string,
): Promise<HeadTag[]> {
  vi.resetModules();
  vi.doMock('../../content/site', async (original) => {
    const { site } = await original<typeof SiteModule>();
    return { site: { ...site, siteUrl: 'https://owner.example.com/', routing } };
  });
  vi.doMock('../../content/siteModel', async (original) => {
    const { SITE_MODEL } = await original<typeof SiteModelModule>();
    return { SITE_MODEL: { ...SITE_MODEL, shareImages } };
  });
  const { pageHeadTags } = await import('./pageHeadTags');
  return pageHeadTags(i18n.getFixedT(language), routeKey, '/experience', language).headTags;
}

/** Each image tag's value by its name. */
function imageTags(tags: HeadTag[]): Record<string, string> {
  return Object.fromEntries(
    tags.flatMap((tag) => {
      const name = tag.identity.property ?? tag.identity.name ?? '';
      return /image/.test(name) ? [[name, tag.value]] : [];
    }),
  );
}

afterEach(() => {
  vi.doUnmock('../../content/site');
  vi.doUnmock('../../content/siteModel');
});

describe('the share image a page names', () => {
  it('is the page’s own, in its language, with path URLs and previews per page', async () => {
    expect(imageTags(await headOf('path', 'per-page', 'experience', 'it'))).toEqual({
      'og:image': 'https://owner.example.com/share/it/experience.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Esperienza',
      'twitter:image': 'https://owner.example.com/share/it/experience.png',
      'twitter:image:alt': 'Esperienza',
    });
  });

  const siteImage = {
    'og:image': 'https://owner.example.com/logo.png',
    'twitter:image': 'https://owner.example.com/logo.png',
  };

  it('is the site’s with hash URLs: a crawler sees one document', async () => {
    expect(imageTags(await headOf('hash', 'per-page', 'experience', 'it'))).toEqual(siteImage);
  });

  it('is the site’s on the not-found page', async () => {
    expect(imageTags(await headOf('path', 'per-page', 'notfound', 'en'))).toEqual(siteImage);
  });

  it('is the site’s when the owner made no choice', async () => {
    expect(imageTags(await headOf('path', 'site', 'experience', 'en'))).toEqual(siteImage);
  });
});
