import CheckIcon from '@heroicons/react/20/solid/CheckIcon';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../components/DropdownMenu';
import { FALLBACK_LANGUAGE, normalizeLanguage, SUPPORTED_LANGUAGES } from '../../lib/language';
import { FlagImage } from './FlagImage';

/** Language menu: flag and name per language; closes on a choice, Escape or a click outside. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.resolvedLanguage) ?? FALLBACK_LANGUAGE;

  return (
    <DropdownMenu
      buttonLabel={t('language.button', { language: t(`language.names.${current}`) })}
      buttonClassName="inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      panelClassName="absolute right-0 z-30 mt-2 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      trigger={
        <>
          <FlagImage language={current} alt="" />
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
                    void i18n.changeLanguage(language);
                  }}
                  className="flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                >
                  <FlagImage language={language} alt={t(`language.flags.${language}`)} />
                  <span className="flex-1">{t(`language.names.${language}`)}</span>
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
