import Bars3Icon from '@heroicons/react/24/outline/Bars3Icon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../components/DropdownMenu';
import { ROUTES } from '../../lib/routes';
import { navLinkClass } from './navLinkClass';
import { RouteLinkList } from './RouteLinkList';

const MOBILE_LINKS = ROUTES.filter((route) => route.key === 'home' || route.inPortfolioMenu);

/** The collapsible menu below the small breakpoint: the same links as the desktop header. */
export function MobileMenu() {
  const { t } = useTranslation();
  return (
    // Static container: the panel spans the header's full width below it.
    <DropdownMenu
      className="shrink-0 sm:hidden"
      buttonClassName="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      panelClassName="absolute inset-x-0 top-full z-30 border-b border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg dark:border-slate-800 dark:bg-slate-950"
      trigger={(open) => (
        <>
          <span className="sr-only">{t(open ? 'nav.menu_close' : 'nav.menu_open')}</span>
          {open ? (
            <XMarkIcon aria-hidden="true" className="size-6" />
          ) : (
            <Bars3Icon aria-hidden="true" className="size-6" />
          )}
        </>
      )}
    >
      {(close) => (
        <nav aria-label={t('nav.mobile_label')}>
          <RouteLinkList
            routes={MOBILE_LINKS}
            onChoose={close}
            linkClassName={(current) => navLinkClass(current, 'w-full')}
            className="flex flex-col gap-1"
          />
        </nav>
      )}
    </DropdownMenu>
  );
}
