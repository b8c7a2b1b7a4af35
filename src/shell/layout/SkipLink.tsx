import { useTranslation } from 'react-i18next';
import { actionProps } from '../../behaviours/contract';
import { MAIN_ID } from '../../lib/mainRegion';

/**
 * A link to the main region. With hash routing following href="#main-content"
 * would change the route, so its action moves focus there instead (from the
 * first paint on; see src/behaviours).
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      {...actionProps('move-to')}
      className="sr-only z-50 print:hidden rounded-control bg-accent-fill px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('skip_link')}
    </a>
  );
}
