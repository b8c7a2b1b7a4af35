import ChevronDownIcon from '@heroicons/react/20/solid/ChevronDownIcon';
import { useTranslation } from 'react-i18next';
import { PopoverMenu } from '../../components/PopoverMenu';
import { SITE_MODEL } from '../../content/siteModel';
import { navLinkClass } from './navLinkClass';
import { RouteLinkList } from './RouteLinkList';
import { useCurrentPage } from '../currentPage';

/** A link in the Portfolio dropdown: the current page's is bold, in the accent. */
function portfolioLinkClass(current: boolean): string {
  const state = current ? 'font-semibold text-accent' : 'text-ink';
  return `flex min-h-11 items-center rounded-control px-3 text-sm hover:bg-accent-soft hover:text-on-accent-soft focus-visible:bg-accent-soft focus-visible:text-on-accent-soft ${state}`;
}

/** The header's Portfolio dropdown; choosing a link closes it. */
export function PortfolioMenu() {
  const { t } = useTranslation();
  // The button looks current on any of its pages.
  const { routerPath } = useCurrentPage();
  const sectionActive = SITE_MODEL.portfolioRoutes.some((route) => route.path === routerPath);

  return (
    <PopoverMenu
      id="portfolio-menu"
      buttonClassName={`${navLinkClass(sectionActive)} group gap-1 [anchor-name:--portfolio-menu]`}
      panelClassName="w-56 [position-anchor:--portfolio-menu] [top:anchor(bottom)] [left:anchor(left)] mt-2 rounded-control border border-line bg-surface p-1 shadow-lg"
      trigger={
        <>
          {t('nav.portfolio')}
          <ChevronDownIcon
            aria-hidden="true"
            className="size-5 transition-transform group-aria-expanded:rotate-180"
          />
        </>
      }
    >
      <RouteLinkList routes={SITE_MODEL.portfolioRoutes} linkClassName={portfolioLinkClass} />
    </PopoverMenu>
  );
}
