import CheckIcon from '@heroicons/react/20/solid/CheckIcon';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DropdownMenu } from '../../components/DropdownMenu';
import { site } from '../../content/site';
import { routeForPath } from '../../lib/routes';
import { pagePath, readPagePath } from '../../lib/siteUrls';
import {
  FALLBACK_LANGUAGE,
  languageName,
  normalizeLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from '../../lib/language';
import { FlagImage } from './FlagImage';

/**
 * Language menu: flag and name per language; closes on a choice, Escape or a
 * click outside. A choice switches the language; in path mode it then moves
 * to the same page's address in that language (on the not-found page, and in
 * hash mode, the address stays).
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.resolvedLanguage) ?? FALLBACK_LANGUAGE;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const choose = (language: Language) => {
    const route = routeForPath(readPagePath(pathname).routerPath);
    // Path mode: the language first, then its address, so no link is ever drawn for the
    // new address in the old language. A visitor who followed a link meanwhile stays there.
    const from = window.location.pathname;
    const switched = i18n.changeLanguage(language);
    if (site.routing === 'path' && route)
      void switched.then(() => {
        if (window.location.pathname === from) void navigate(pagePath(route.path, language));
      });
  };

  return (
    <DropdownMenu
      buttonLabel={t('language.button', { language: languageName(current) })}
      buttonClassName="inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      panelClassName="absolute right-0 z-30 mt-2 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      trigger={
        <>
          <FlagImage language={current} />
          <span aria-hidden="true" className="uppercase">
            {current}
          </span>
        </>
      }
    >
      {(close) => (
        <ul>
          {SUPPORTED_LANGUAGES.map((language) => {
            const selected = language === current;
            return (
              <li key={language}>
                <button
                  type="button"
                  lang={language}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => {
                    close();
                    choose(language);
                  }}
                  className="flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                >
                  <FlagImage language={language} />
                  <span className="flex-1">{languageName(language)}</span>
                  {selected && (
                    <CheckIcon
                      aria-hidden="true"
                      className="size-4 text-brand-600 dark:text-brand-300"
                    />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </DropdownMenu>
  );
}
