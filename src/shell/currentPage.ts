import { createContext, useContext } from 'react';
import type { RouteKey } from '../lib/routes';

/**
 * The page the build is drawing: its route, and the path of its address (the
 * route's; for the not-found page, a path no route has). The header marks its
 * link and the language picker links to it in each language.
 */
export interface CurrentPage {
  routeKey: RouteKey;
  routerPath: string;
}

export const CurrentPageContext = createContext<CurrentPage>({ routeKey: 'home', routerPath: '/' });

export function useCurrentPage(): CurrentPage {
  return useContext(CurrentPageContext);
}
