import { Trans, useTranslation } from 'react-i18next';
import { actionProps, PUBLISH_HEIGHT_ATTRIBUTE } from '../../behaviours/contract';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { pageLink } from '../../content/links';
import { SITE_MODEL } from '../../content/siteModel';
import { routeByKey } from '../../lib/routes';
import { PRIMARY_BUTTON } from '../../components/classNames';
import { InlineLink } from '../../components/InlineLink';

/**
 * The banner's measured height, which src/styles.css turns into scroll padding so
 * that keyboard focus scrolled into view stops above the banner (WCAG 2.4.11).
 */
const BANNER_HEIGHT_PROPERTY = '--cookie-banner-height';

/**
 * Sticky to the bottom of the viewport while the page scrolls, and in the normal
 * flow at the end of the page, so it never hides the last content for good.
 * Every page has it; the pre-paint script hides it with CSS for a visitor who
 * has already accepted, and so does Accept (its action: the class is
 * CONSENT_GIVEN_CLASS, written out below because Tailwind reads class names
 * from the source).
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();

  return (
    <section
      {...{ [PUBLISH_HEIGHT_ATTRIBUTE]: BANNER_HEIGHT_PROPERTY }}
      aria-label={t('cookie_banner.label')}
      className="sticky bottom-0 z-10 print:hidden in-[.cookies-accepted]:hidden border-t border-line bg-surface shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6">
        <p className="flex-1 text-sm text-ink">
          <Trans
            t={t}
            // A site in one language keeps no language (src/lib/siteModel.ts, languageMemory).
            i18nKey={
              SITE_MODEL.languageMemory === 'none'
                ? 'cookie_banner.text_one_language'
                : 'cookie_banner.text'
            }
            components={{
              privacy: (
                <InlineLink
                  href={pageLink(routeByKey(SITE_MODEL.routes, 'privacy').path, language)}
                />
              ),
            }}
          />
        </p>
        <button
          type="button"
          {...actionProps('accept-cookies')}
          className={`${PRIMARY_BUTTON} self-end sm:self-auto`}
        >
          {t('cookie_banner.accept')}
        </button>
      </div>
    </section>
  );
}
