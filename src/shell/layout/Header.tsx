import { useTranslation } from 'react-i18next';
import { profile } from '../../content/profile';
import { SITE_MODEL } from '../../content/siteModel';
import { pageLink } from '../../content/links';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { useCurrentPage } from '../currentPage';
import { LanguagePicker } from './LanguagePicker';
import { MobileMenu } from './MobileMenu';
import { navLinkClass } from './navLinkClass';
import { PortfolioMenu } from './PortfolioMenu';
import { ThemeToggle } from './ThemeToggle';

export function Header() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const home = useCurrentPage().routerPath === '/';
  return (
    // The header is the mobile menu's anchor: its panel spans the header's width below it.
    <header className="relative z-20 print:hidden [anchor-name:--site-header] border-b border-line bg-page">
      {/* The name wraps instead of being cut off on narrow screens (WCAG 1.4.10), so the
          bar grows if it must; the controls keep their size. */}
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <MobileMenu />
        <span className="mr-auto min-w-0 py-1 font-heading text-lg leading-tight font-semibold wrap-break-word text-ink sm:mr-4">
          {profile.name}
        </span>
        <nav
          aria-label={t('nav.main_label')}
          className="hidden items-center gap-1 sm:mr-auto sm:flex"
        >
          <a
            href={pageLink('/', language)}
            aria-current={home ? 'page' : undefined}
            className={navLinkClass(home)}
          >
            {t('nav.home')}
          </a>
          <PortfolioMenu />
        </nav>
        {SITE_MODEL.languagePicker && <LanguagePicker />}
        <ThemeToggle />
      </div>
    </header>
  );
}
