import { useTranslation } from 'react-i18next';
import { CvDownloadLink } from '../../components/CvDownloadLink';
import { ExternalLink } from '../../components/ExternalLink';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { cvDownload } from '../../content/cvDownload';
import { legalNotice } from '../../content/legal';
import { BUILD_YEAR } from '../../components/buildYear';
import { THIS_YEAR_ATTRIBUTE } from '../../behaviours/contract';
import { profile } from '../../content/profile';
import { SITE_MODEL } from '../../content/siteModel';
import { pageLink } from '../../content/links';
import { SocialIcon } from './SocialIcon';

const LEGAL_PAGES = SITE_MODEL.routes.filter((route) => route.inFooter);

/** Stands for the year in the copyright line while it is translated, then gives way to it. */
const YEAR_SLOT = '\u0000';

export function Footer() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  // The year is its own element, so the page can bring it up to date (src/behaviours/thisYear.ts).
  const [beforeYear = '', afterYear = ''] = t('footer.copyright', {
    year: YEAR_SLOT,
    name: profile.name,
  }).split(YEAR_SLOT);
  // Every page shows the VAT number where the law wants it on the home page (Italy).
  const vatId = legalNotice?.vatIdInFooter ? legalNotice.vatId : undefined;
  return (
    <footer className="print:hidden border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 sm:px-6">
        <ul aria-label={t('footer.social_label')} className="flex flex-wrap justify-center gap-2">
          {profile.profiles.map(({ network, url, label }) => (
            <li key={network}>
              <ExternalLink
                href={url}
                aria-label={t('footer.social_link', { network: label })}
                className="inline-flex size-11 items-center justify-center rounded-control text-muted transition-colors hover:text-accent"
              >
                <SocialIcon network={network} />
              </ExternalLink>
            </li>
          ))}
        </ul>
        <CvDownloadLink
          cv={cvDownload(language)}
          className="rounded-control px-3 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        />
        <nav aria-label={t('footer.legal_label')}>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {LEGAL_PAGES.map((route) => (
              <li key={route.path}>
                <a
                  href={pageLink(route.path, language)}
                  className="text-ink underline-offset-4 hover:underline"
                >
                  {t(route.navLabelKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="font-voice text-xs text-balance text-center text-muted">
          {beforeYear}
          <span {...{ [THIS_YEAR_ATTRIBUTE]: '' }}>{BUILD_YEAR}</span>
          {afterYear}
        </p>
        {vatId ? (
          <p className="font-voice text-xs text-muted">{t('footer.vat_id', { vatId })}</p>
        ) : null}
      </div>
    </footer>
  );
}
