import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { earlyAction } from '../../first-paint/contract';
import { focusMain, MAIN_ID } from '../../lib/mainRegion';

/**
 * With hash routing, following href="#main-content" would change the route, so
 * the link moves focus to the main region itself.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMain(document, { scroll: true });
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      {...earlyAction('skip-to-main')}
      className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('skip_link')}
    </a>
  );
}
