import MoonIcon from '@heroicons/react/24/outline/MoonIcon';
import SunIcon from '@heroicons/react/24/outline/SunIcon';
import { useTranslation } from 'react-i18next';
import { actionProps, THEME_TITLE_ATTRIBUTES } from '../../behaviours/contract';

/**
 * Dark theme on/off: aria-pressed says whether the dark theme is on. The theme
 * is the `dark` class on <html>; the page is drawn in the light theme, and the
 * theme action (src/behaviours/actions.ts) writes the pressed state and the
 * title for the theme shown, from the first paint on and at every tap.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={false}
      aria-label={t('theme.dark_mode')}
      title={t('theme.to_dark')}
      {...{
        [THEME_TITLE_ATTRIBUTES.light]: t('theme.to_dark'),
        [THEME_TITLE_ATTRIBUTES.dark]: t('theme.to_light'),
      }}
      {...actionProps('theme')}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink hover:bg-accent-soft hover:text-on-accent-soft"
    >
      {/* Drawn from the class on <html>, so the icon is right from the first paint. */}
      <SunIcon aria-hidden="true" className="hidden size-6 dark:block" />
      <MoonIcon aria-hidden="true" className="size-6 dark:hidden" />
    </button>
  );
}
