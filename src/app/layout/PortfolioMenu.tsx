import ChevronDownIcon from '@heroicons/react/20/solid/ChevronDownIcon';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { PopoverMenu } from '../../components/PopoverMenu';
import { SITE_MODEL } from '../../content/siteModel';
import { navLinkClass } from './navLinkClass';
import { RouteLinkList } from './RouteLinkList';
import { useLocalizedPath } from '../useLocalizedPath';

/** A link in the Portfolio dropdown: the current page's is bold, in the brand colour. */
function portfolioLinkClass(current: boolean): string {
  const state = current
    ? 'font-semibold text-brand-800 dark:text-brand-300'
    : 'text-slate-700 dark:text-slate-200';
  return `flex min-h-11 items-center rounded-md px-3 text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800 ${state}`;
}

/** The header's Portfolio dropdown; choosing a link closes it. */
export function PortfolioMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The button looks current on any of its pages, by the rule the router matches pages with.
  const localized = useLocalizedPath();
  const sectionActive = SITE_MODEL.portfolioRoutes.some((route) =>
    matchPath(localized(route.path), pathname),
  );

  return (
    <PopoverMenu
      id="portfolio-menu"
      buttonClassName={`${navLinkClass(sectionActive)} group gap-1 [anchor-name:--portfolio-menu]`}
      panelClassName="w-56 [position-anchor:--portfolio-menu] [top:anchor(bottom)] [left:anchor(left)] mt-2 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
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
