import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18nForLanguage } from './index';

// Which language a visitor gets is src/lib/language.ts's (detectLanguage), in the browser;
// here, the instance the build draws each page with.
describe('initI18nForLanguage', () => {
  it('starts in the language asked for, every page’s strings in, and switches', async () => {
    const instance = await initI18nForLanguage('it', i18next.createInstance());
    expect(instance.t('nav.experience')).toBe('Esperienza');
    expect(instance.exists('title', { ns: 'courses' })).toBe(true);
    await initI18nForLanguage('en', instance);
    expect(instance.resolvedLanguage).toBe('en');
    expect(instance.t('nav.experience')).toBe('Experience');
  });

  it('knows the site’s languages, its first as the fallback', async () => {
    const instance = await initI18nForLanguage('en', i18next.createInstance());
    // The sample's site: English, then Italian.
    expect(instance.options.supportedLngs).toEqual(expect.arrayContaining(['en', 'it']));
    expect(instance.options.fallbackLng).toEqual(['en']);
  });
});
