/**
 * The markup contract between the components that draw the page and the
 * behaviours that make it work from its first paint (see index.ts): which
 * data attributes mean what. Pure names and props, no DOM, so the prerender,
 * the app and the pre-paint script read the same ones.
 *
 * A list: a root with `data-list` (and `data-per-page` when it is paged) holds
 * items (`data-item`, with the filter values they match in `data-keys`),
 * filter buttons (`data-filter-value`), pager buttons (`data-page-step`), texts
 * written from a template (`data-template`, with `{page}` and `{total}`), and
 * elements shown for one filter value only (`data-when`). What the current
 * page or filter leaves out carries `data-off`; CSS hides it once script runs
 * (`data-js` on <html>), so without script everything shows.
 */
export const SCRIPT_ON_ATTRIBUTE = 'data-js';
export const OFF_ATTRIBUTE = 'data-off';

export const LIST_ATTRIBUTE = 'data-list';
export const PER_PAGE_ATTRIBUTE = 'data-per-page';
export const PAGE_ATTRIBUTE = 'data-page';
export const FILTER_ATTRIBUTE = 'data-filter';
/** 'rise' or 'slide': how a new page of the list comes in. */
export const TRANSITION_ATTRIBUTE = 'data-transition';
export const ITEM_ATTRIBUTE = 'data-item';
export const KEYS_ATTRIBUTE = 'data-keys';
export const WHEN_ATTRIBUTE = 'data-when';
export const FILTER_VALUE_ATTRIBUTE = 'data-filter-value';
export const PAGE_STEP_ATTRIBUTE = 'data-page-step';
export const TEMPLATE_ATTRIBUTE = 'data-template';
/** On a pager that disappears when everything fits on one page (the projects rule). */
export const HIDE_SINGLE_ATTRIBUTE = 'data-hide-single';
/** Set on items a page change has just shown: 'forward' or 'back' (CSS animates them). */
export const ENTER_ATTRIBUTE = 'data-enter';

/** A clamped text (`data-clamp`) gets `data-overflowing` when the clamp hides some of it. */
export const CLAMP_ATTRIBUTE = 'data-clamp';
export const OVERFLOWING_ATTRIBUTE = 'data-overflowing';

/** Controls whose effect needs no app: they act from the first paint, for the page's life. */
export const ACTION_ATTRIBUTE = 'data-action';
/**
 * 'move-to' is for a link to a place in the page (`href="#id"`): it focuses
 * that element without touching the address, where hash routing keeps the route.
 */
export type Action = 'theme' | 'accept-cookies' | 'move-to';

type DataProps = Record<`data-${string}`, string | undefined>;

/** On the theme toggle: its title (what a press does) in each theme, which the theme action shows. */
export const THEME_TITLE_ATTRIBUTES = {
  light: 'data-title-light',
  dark: 'data-title-dark',
} as const;

/** A text of the current year (the copyright's): drawn with the build's, today's once the page runs. */
export const THIS_YEAR_ATTRIBUTE = 'data-this-year';

/**
 * A box whose content may scroll sideways (month cards, a wide table): while
 * it does, the keyboard can reach it (tabindex) and, given the id of its name
 * as the attribute's value, it is a region named by it (scrollers.ts).
 */
export const SCROLLER_ATTRIBUTE = 'data-scroller';

export function scrollerProps(nameId = ''): DataProps {
  return { [SCROLLER_ATTRIBUTE]: nameId };
}

/**
 * A picture that may not come (a flag, an avatar from another server) names
 * the template its stand-in is drawn from, once a page (FALLS_BACK_ATTRIBUTE),
 * and the words the stand-in shows (FALLBACK_TEXT_ATTRIBUTE: initials, a
 * language code), which fill the template's FALLBACK_TEXT; the stand-in takes
 * the picture's place, in the same box, when it fails (imageFallback.ts).
 */
export const FALLS_BACK_ATTRIBUTE = 'data-falls-back';
export const FALLBACK_TEXT_ATTRIBUTE = 'data-fallback-text';
export const FALLBACK_TEXT = '{text}';

export function fallsBackProps(template: string, text: string): DataProps {
  return { [FALLS_BACK_ATTRIBUTE]: template, [FALLBACK_TEXT_ATTRIBUTE]: text };
}

/** An element whose height the page publishes on <html> as the custom property named (heights.ts). */
export const PUBLISH_HEIGHT_ATTRIBUTE = 'data-publish-height';

/** A filter value as the markup writes it: keys are space-separated, names may hold spaces. */
export function filterKey(value: string | number): string {
  return encodeURIComponent(String(value));
}

/**
 * On a link of the language menu: the language it picks, kept in the visitor's
 * browser when the link is followed (languagePick.ts), whatever the routing.
 */
export const LANGUAGE_PICK_ATTRIBUTE = 'data-pick-language';

/** The attribute that makes a link a pick of this language (spread into its props). */
export function languagePickProps(language: string): DataProps {
  return { [LANGUAGE_PICK_ATTRIBUTE]: language };
}

/** On what needs script to work (a pager, a filter): left out of the page without script. */
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-js';
export const needsScriptProps: DataProps = { [NEEDS_SCRIPT_ATTRIBUTE]: '' };

/** The attribute that gives a control its action (spread into its props). */
export function actionProps(action: Action): DataProps {
  return { [ACTION_ATTRIBUTE]: action };
}

export type ListTransition = 'rise' | 'slide';

/** The root of a list: its page size (paged lists), first page and filter. */
export function listRootProps(options: {
  perPage?: number;
  filter?: string | number;
  transition?: ListTransition;
}): DataProps {
  return {
    [LIST_ATTRIBUTE]: '',
    [PER_PAGE_ATTRIBUTE]: options.perPage === undefined ? undefined : String(options.perPage),
    [PAGE_ATTRIBUTE]: '1',
    [FILTER_ATTRIBUTE]: options.filter === undefined ? undefined : filterKey(options.filter),
    [TRANSITION_ATTRIBUTE]: options.transition,
  };
}

/** An item of a list: shown or not at first, and the filter values it matches. */
export function listItemProps(shown: boolean, keys?: readonly (string | number)[]): DataProps {
  return {
    [ITEM_ATTRIBUTE]: '',
    [KEYS_ATTRIBUTE]: keys === undefined ? undefined : keys.map(filterKey).join(' '),
    [OFF_ATTRIBUTE]: shown ? undefined : '',
  };
}

/** An element shown only while the list's filter is `value` (a status line, a badge). */
export function whenProps(value: string | number, current: string | number): DataProps {
  return {
    [WHEN_ATTRIBUTE]: filterKey(value),
    [OFF_ATTRIBUTE]: value === current ? undefined : '',
  };
}

/** A filter button: pressed for the list's first filter value. */
export function filterButtonProps(
  value: string | number,
  current: string | number,
): DataProps & {
  'aria-pressed': boolean;
} {
  return { [FILTER_VALUE_ATTRIBUTE]: filterKey(value), 'aria-pressed': value === current };
}

/** A template's placeholders, filled by the behaviours and, at first, by the component. */
export const PAGE_PLACEHOLDER = '{page}';
export const TOTAL_PLACEHOLDER = '{total}';

export function fillTemplate(template: string, page: number, total: number): string {
  return template
    .replaceAll(PAGE_PLACEHOLDER, String(page))
    .replaceAll(TOTAL_PLACEHOLDER, String(total));
}

/**
 * An island: a part of the page only script can draw (the trading chart), its
 * element named by the island (`<performance-chart data-island="performance-chart">`).
 * The page loads the island's code once one nears the screen and marks each
 * that does (NEAR_ATTRIBUTE), which the island then draws (src/after-paint/islands.ts).
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const NEAR_ATTRIBUTE = 'data-near';
/** The island's data, as JSON: its words and figures, written at build. */
export const ISLAND_DATA_ATTRIBUTE = 'data-props';
