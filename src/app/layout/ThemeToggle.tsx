import MoonIcon from '@heroicons/react/24/outline/MoonIcon';
import SunIcon from '@heroicons/react/24/outline/SunIcon';
import { useTranslation } from 'react-i18next';
import { useDocumentDarkClass } from '../../components/useDocumentDarkClass';
import { actionProps } from '../../behaviours/contract';

/**
 * Dark theme on/off: aria-pressed says whether the dark theme is on. The theme
 * is the `dark` class on <html> (the pre-paint script puts the stored one there
 * before the first paint), so the toggle follows whoever changes it. A tap is
 * handled by its action from the first paint on (src/behaviours).
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const dark = useDocumentDarkClass();
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={t('theme.dark_mode')}
      title={t(dark ? 'theme.to_light' : 'theme.to_dark')}
      {...actionProps('theme')}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink hover:bg-accent-soft hover:text-on-accent-soft"
    >
      {/* Drawn from the class on <html>, so the icon is right before the page hydrates. */}
      <SunIcon aria-hidden="true" className="hidden size-6 dark:block" />
      <MoonIcon aria-hidden="true" className="size-6 dark:hidden" />
    </button>
  );
}
