/**
 * What the build, the pre-paint script and the app agree on: the data the build
 * writes into the document for the pre-paint script, and what the pre-paint
 * script leaves on `window` for the app. A leaf module (types and names only).
 */
import type { Language } from '../lib/language';
import type { RouteKey } from '../lib/routes';
import type { LookFonts } from '../lib/siteFiles';
import type { RoutingMode } from '../lib/siteUrls';

/** The id of the JSON block the build writes for the pre-paint script. */
export const FIRST_PAINT_DATA_ID = 'first-paint-data';

/** What one page needs from the network to paint and to start. */
export interface PageFiles {
  /**
   * The page's prerendered HTML, per language: hash mode fetches it; path mode carries it,
   * and its not-found documents fetch the page in another language.
   */
  fragments: Partial<Record<Language, string>>;
  /** The page's code: its chunk and what that imports beyond the entry's imports. */
  modules: string[];
  /** The translation chunks the page reads on its first render, per language. */
  strings: Partial<Record<Language, string[]>>;
  /**
   * The page's title per language, where the pre-paint script may put another language's
   * HTML into a document (path mode's not-found documents).
   */
  titles?: Partial<Record<Language, string>>;
}

/** The JSON the build writes into every document (URLs include the base path). */
export interface FirstPaintData {
  mode: RoutingMode;
  base: string;
  /** The site's languages, the fallback first, and its optional sections: its shape (src/lib/siteModel.ts). */
  languages: Language[];
  sections: string[];
  /** The app's entry module, and the modules it imports at once. */
  entry: string;
  entryImports: string[];
  pages: Partial<Record<RouteKey, PageFiles>>;
  /** Null where the look draws with the device's own fonts. */
  fonts: LookFonts | null;
}

/** The element the app renders into. */
export const ROOT_ID = 'root';

/** Attributes of #root while it holds prerendered HTML: which page, in which language. */
export const ROOT_ROUTE_ATTRIBUTE = 'data-route';
export const ROOT_LANGUAGE_ATTRIBUTE = 'data-lang';

/** Set on <html> once the app has taken the page over (`data-app="live"`). */
export const APP_STATE_ATTRIBUTE = 'data-app';

/** What the pre-paint script decided and started, for the app. */
export interface FirstPaint {
  routeKey: RouteKey;
  /** At once in path mode; in hash mode once the cookie and storage are read (the next task). */
  language: Promise<Language>;
  /** Settles once #root holds the prerendered page (true) or cannot (false). */
  pageShown: Promise<boolean>;
  /** The app calls this once it has taken the page over and follows the address itself. */
  appLive: () => void;
}

declare global {
  interface Window {
    firstPaint?: FirstPaint;
  }
}
