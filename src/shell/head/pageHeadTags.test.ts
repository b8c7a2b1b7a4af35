import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SiteModule from '../../content/site';
import { allTranslations } from '../../i18n/allTranslations';
import type { HeadTag } from '../../lib/head';
import type { RouteKey } from '../../lib/routes';
import type { RoutingMode } from '../../lib/siteUrls';

const i18n = i18next.createInstance();
await i18n.init({ resources: allTranslations(), defaultNS: 'common', lng: 'en' });

/** The page's head in a site built with this routing. */
async function headOf(
  routing: RoutingMode,
  routeKey: RouteKey,
  language: string,
): Promise<HeadTag[]> {
  vi.resetModules();
  vi.doMock('../../content/site', async (original) => {
    const { site } = await original<typeof SiteModule>();
    return { site: { ...site, siteUrl: 'https://owner.example.com/', routing } };
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
});

describe('the share image a page names', () => {
  const siteImage = {
    'og:image': 'https://owner.example.com/logo.png',
    'twitter:image': 'https://owner.example.com/logo.png',
  };

  it('is the site’s logo on every page, in every language, with path URLs', async () => {
    expect(imageTags(await headOf('path', 'experience', 'it'))).toEqual(siteImage);
    expect(imageTags(await headOf('path', 'home', 'en'))).toEqual(siteImage);
  });

  it('is the site’s logo with hash URLs', async () => {
    expect(imageTags(await headOf('hash', 'experience', 'it'))).toEqual(siteImage);
  });

  it('is the site’s logo on the not-found page', async () => {
    expect(imageTags(await headOf('path', 'notfound', 'en'))).toEqual(siteImage);
  });
});
