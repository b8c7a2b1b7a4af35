import Bars3Icon from '@heroicons/react/24/outline/Bars3Icon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';
import { useTranslation } from 'react-i18next';
import { PopoverMenu } from '../../components/PopoverMenu';
import { SITE_MODEL } from '../../content/siteModel';
import { navLinkClass } from './navLinkClass';
import { RouteLinkList } from './RouteLinkList';

const MOBILE_LINKS = SITE_MODEL.routes.filter(
  (route) => route.key === 'home' || route.inPortfolioMenu,
);

/**
 * The collapsible menu below the small breakpoint: the same links as the
 * desktop header, in a panel spanning the header's width under it. The icon
 * and the button's words follow aria-expanded (kept by src/behaviours).
 */
export function MobileMenu() {
  const { t } = useTranslation();
  return (
    <PopoverMenu
      id="mobile-menu"
      className="shrink-0 sm:hidden"
      buttonClassName="group inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-accent-soft hover:text-on-accent-soft"
      panelClassName="w-full [position-anchor:--site-header] [top:anchor(bottom)] [left:0] border-b border-line bg-page px-4 pb-4 pt-2 shadow-lg"
      trigger={
        <>
          <span className="sr-only group-aria-expanded:hidden">{t('nav.menu_open')}</span>
          <span className="sr-only hidden group-aria-expanded:inline">{t('nav.menu_close')}</span>
          <Bars3Icon aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
          <XMarkIcon aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
        </>
      }
    >
      <nav aria-label={t('nav.mobile_label')}>
        <RouteLinkList
          routes={MOBILE_LINKS}
          linkClassName={(current) => navLinkClass(current, 'w-full')}
          className="flex flex-col gap-1"
        />
      </nav>
    </PopoverMenu>
  );
}
