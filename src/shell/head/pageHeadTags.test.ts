import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ProfileModule from '../../content/profile';
import type * as PublishedModule from '../../content/published';
import { initI18nForLanguage } from '../../i18n';
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
  vi.doMock('../../content/published', async (original) => {
    const { published } = await original<typeof PublishedModule>();
    return { published: { ...published, siteUrl: 'https://owner.example.com/', routing } };
  });
  const { pageHeadTags } = await import('./pageHeadTags');
  return pageHeadTags(i18n, routeKey, '/experience', language).headTags;
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
  vi.doUnmock('../../content/published');
});

describe('the page title', () => {
  it('names the owner’s job title in the page’s language', async () => {
    vi.resetModules();
    vi.doMock('../../content/profile', async (original) => {
      const sample = await original<typeof ProfileModule>();
      const jobTitle: Record<string, string> = {
        en: 'Head of Engineering',
        it: 'Responsabile tecnico',
      };
      return {
        ...sample,
        profileTexts: (language: string) => ({
          ...sample.profileTexts(language),
          jobTitle: jobTitle[language] ?? '',
        }),
      };
    });
    const { pageHeadTags } = await import('./pageHeadTags');
    const { profile } = await import('../../content/profile');
    expect(pageHeadTags(i18n, 'home', '/', 'it').title).toBe(
      `${profile.name} · Responsabile tecnico`,
    );
    expect(pageHeadTags(i18n, 'home', '/', 'en').title).toBe(
      `${profile.name} · Head of Engineering`,
    );
    vi.doUnmock('../../content/profile');
  });

  it('fills the owner’s own description with their name, as the template’s', async () => {
    const { profileTexts } = await import('../../content/profile');
    expect(profileTexts('en').description).toContain('{{name}}');
    const tags = await headOf('hash', 'home', 'en');
    const description = tags.find((tag) => tag.identity.name === 'description')?.value;
    expect(description).toMatch(/^Portfolio of Davide Marchetti, /);
  });
});

describe('the owner’s own description', () => {
  /** The home page's description in English where the owner's profile.json gives this one. */
  async function ownDescription(description: string, instance: typeof i18n): Promise<string> {
    vi.resetModules();
    vi.doMock('../../content/profile', async (original) => {
      const sample = await original<typeof ProfileModule>();
      return {
        ...sample,
        profileTexts: (language: string) => ({
          ...sample.profileTexts(language),
          jobTitle: 'R&D <Lead>',
          description,
        }),
      };
    });
    const { pageHeadTags } = await import('./pageHeadTags');
    const tags = pageHeadTags(instance, 'home', '/', 'en').headTags;
    vi.doUnmock('../../content/profile');
    return tags.find((tag) => tag.identity.name === 'description')?.value ?? '';
  }

  /** The same words as a template string, as i18next fills it with the owner's name and job title. */
  function asTemplate(text: string, instance: typeof i18n): string {
    instance.addResource('en', 'common', 'test_description', text);
    return instance.t('test_description', {
      lng: 'en',
      name: 'Davide Marchetti',
      jobTitle: 'R&D <Lead>',
    });
  }

  const OWN = 'Portfolio of {{ name }} & friends: {{jobTitle}}.';

  it('is filled as the template’s, by the site’s interpolation', async () => {
    const site = await initI18nForLanguage('en', i18next.createInstance());
    const filled = await ownDescription(OWN, site);
    expect(filled).toBe('Portfolio of Davide Marchetti & friends: R&D <Lead>.');
    expect(filled).toBe(asTemplate(OWN, site));
  });

  it('takes the interpolation’s options, as the template’s does: escaped where values are', async () => {
    // This file's instance escapes values (i18next's default): the owner's text as the template's.
    const filled = await ownDescription(OWN, i18n);
    expect(filled).toBe('Portfolio of Davide Marchetti & friends: R&amp;D &lt;Lead&gt;.');
    expect(filled).toBe(asTemplate(OWN, i18n));
  });
});

describe('the share image a page names', () => {
  const siteImage = {
    'og:image': 'https://owner.example.com/logo.png',
    'twitter:image': 'https://owner.example.com/logo.png',
  };

  it('is the site’s one share image on every page, in every language, with path URLs', async () => {
    expect(imageTags(await headOf('path', 'experience', 'it'))).toEqual(siteImage);
    expect(imageTags(await headOf('path', 'home', 'en'))).toEqual(siteImage);
  });

  it('is the site’s one share image with hash URLs', async () => {
    expect(imageTags(await headOf('hash', 'experience', 'it'))).toEqual(siteImage);
  });

  it('is the site’s one share image on the not-found page', async () => {
    expect(imageTags(await headOf('path', 'notfound', 'en'))).toEqual(siteImage);
  });
});

describe('the not-found page’s head', () => {
  it('names no address: no canonical, no og:url, no alternates', async () => {
    const tags = await headOf('path', 'notfound', 'it');
    const names = tags.map((tag) => tag.identity.rel ?? tag.identity.property ?? '');
    expect(names).not.toContain('canonical');
    expect(names).not.toContain('alternate');
    expect(names).not.toContain('og:url');
    expect(tags.find((tag) => tag.identity.name === 'robots')?.value).toBe('noindex');
  });
});

describe('a head’s texts', () => {
  it('carry none of the soft hyphens the build puts into the strings', async () => {
    vi.resetModules();
    const { pageHeadTags } = await import('./pageHeadTags');
    const hyphenated = i18next.createInstance();
    const seo = (key: string) => `Da\u00ADten\u00ADschutz (${key})`;
    await hyphenated.init({
      lng: 'de',
      defaultNS: 'common',
      resources: {
        de: {
          common: {
            seo: { privacy: { title: seo('title'), description: seo('description') } },
          },
        },
      },
    });
    const { title, headTags } = pageHeadTags(hyphenated, 'privacy', '/privacy', 'de');
    expect(title).toBe('Datenschutz (title)');
    expect(headTags.find((tag) => tag.identity.name === 'description')?.value).toBe(
      'Datenschutz (description)',
    );
  });
});
