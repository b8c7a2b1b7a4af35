import CheckIcon from '@heroicons/react/20/solid/CheckIcon';
import { useTranslation } from 'react-i18next';
import { languagePickProps } from '../../behaviours/contract';
import { PopoverMenu } from '../../components/PopoverMenu';
import { languageLink } from '../../content/links';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { SITE_MODEL } from '../../content/siteModel';
import { languageInfo } from '../../lib/siteModel';
import { useCurrentPage } from '../currentPage';
import { FlagFallbackTemplate, FlagImage } from './FlagImage';

/**
 * Language menu: flag and name per language, each a link to the same page in
 * that language, so it works before the app is live and without script, and
 * crawlers find every language's page: path mode's is the page's address in
 * that language, hash mode's the page with `?lng=` (src/first-paint/navigation.ts
 * swaps it in and points the links at the address's own path). The pick is
 * kept in the visitor's browser (languagePick.ts); the menu closes on a choice,
 * Escape or a click outside.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const { routerPath } = useCurrentPage();

  return (
    <>
      <PopoverMenu
        id="language-menu"
        // Never narrower than its flag and code: on a phone the owner's name beside it wraps instead.
        className="shrink-0"
        buttonLabel={t('language.button', { language: languageInfo(SITE_MODEL, current).name })}
        buttonClassName="inline-flex min-h-11 items-center gap-2 rounded-control px-2 font-voice text-sm text-ink hover:bg-accent-soft hover:text-on-accent-soft [anchor-name:--language-menu]"
        panelClassName="w-44 [position-anchor:--language-menu] [top:anchor(bottom)] [right:anchor(right)] mt-2 rounded-control border border-line bg-surface p-1 shadow-lg"
        trigger={
          <>
            <FlagImage language={current} />
            <span aria-hidden="true" className="uppercase">
              {current}
            </span>
          </>
        }
      >
        <ul>
          {SITE_MODEL.languages.map(({ code: language, name }) => {
            const selected = language === current;
            return (
              <li key={language}>
                <a
                  href={languageLink(routerPath, language)}
                  lang={language}
                  hrefLang={language}
                  {...languagePickProps(language)}
                  aria-current={selected ? 'true' : undefined}
                  className="group flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-left text-sm text-ink hover:bg-accent-soft hover:text-on-accent-soft focus-visible:bg-accent-soft focus-visible:text-on-accent-soft"
                >
                  <FlagImage language={language} />
                  <span className="flex-1">{name}</span>
                  {selected && (
                    <CheckIcon
                      aria-hidden="true"
                      className="size-4 text-accent group-hover:text-on-accent-soft group-focus-visible:text-on-accent-soft"
                    />
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      </PopoverMenu>
      <FlagFallbackTemplate />
    </>
  );
}
