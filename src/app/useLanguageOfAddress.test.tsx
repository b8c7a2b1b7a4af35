// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearMemoryStore } from '../lib/storage';
import { useLanguageOfAddress } from './useLanguageOfAddress';

/** An i18next whose Italian strings arrive only when the test says so. */
function slowItalian() {
  let deliver: () => void = () => undefined;
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use({
      type: 'backend',
      init: () => undefined,
      read: (language: string, _ns: string, callback: (error: null, data: object) => void) => {
        const strings = { greeting: language === 'it' ? 'Ciao' : 'Hello' };
        if (language === 'it') deliver = () => callback(null, strings);
        else callback(null, strings);
      },
    })
    .init({ lng: 'en', fallbackLng: false, ns: ['common'], react: { useSuspense: false } });
  return { instance, deliverItalian: () => deliver() };
}

/** The language picker's two links, as in hash mode. */
function Page() {
  useLanguageOfAddress();
  return (
    <>
      <p>{useTranslation().t('greeting')}</p>
      <Link to="/experience?lng=it">Italiano</Link>
      <Link to="/experience?lng=en">English</Link>
    </>
  );
}

describe('useLanguageOfAddress', () => {
  afterEach(() => {
    localStorage.clear();
    clearMemoryStore();
  });

  it('keeps the language a `?lng=` link of the picker names, however the link was followed', async () => {
    const { instance } = slowItalian();
    render(
      <I18nextProvider i18n={instance}>
        <MemoryRouter initialEntries={['/experience?lng=it']}>
          <Page />
        </MemoryRouter>
      </I18nextProvider>,
    );
    await waitFor(() => expect(localStorage.getItem('i18nextLng')).toBe('it'));
  });

  it('follows an address back to the old language while the new one is still loading', async () => {
    const { instance, deliverItalian } = slowItalian();
    render(
      <I18nextProvider i18n={instance}>
        <MemoryRouter initialEntries={['/experience']}>
          <Page />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Italiano' }));
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    await act(async () => deliverItalian());
    expect(instance.resolvedLanguage).toBe('en');
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });
});
