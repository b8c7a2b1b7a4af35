import ChevronLeftIcon from '@heroicons/react/20/solid/ChevronLeftIcon';
import ChevronRightIcon from '@heroicons/react/20/solid/ChevronRightIcon';
import { useTranslation } from 'react-i18next';
import {
  fillTemplate,
  HIDE_SINGLE_ATTRIBUTE,
  needsScriptProps,
  OFF_ATTRIBUTE,
  PAGE_PLACEHOLDER,
  PAGE_STEP_ATTRIBUTE,
  TEMPLATE_ATTRIBUTE,
  TOTAL_PLACEHOLDER,
} from '../behaviours/contract';

interface PaginationProps {
  /** The page count when the page is drawn (the list's behaviour keeps it after that). */
  pageCount: number;
  /** Name of the navigation landmark; defaults to the shared 'Pagination'. */
  label?: string;
  /** Render nothing when everything fits on one page (the projects rule). */
  hideWhenSinglePage?: boolean;
  className?: string;
}

const BUTTON_CLASS =
  'inline-flex min-h-11 items-center gap-1 rounded-control border border-edge bg-surface px-2.5 py-2 sm:px-3 text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent disabled:cursor-not-allowed disabled:border-line disabled:bg-page disabled:text-muted';

/**
 * Below 25rem (400 px at the default text size, or a wider window zoomed in) the
 * chevrons give way to the words and the gaps narrow: the Italian
 * 'Precedente 1 / 2 Successiva' pager otherwise needs 314 px where a 320 px
 * screen leaves 288.
 */
const CHEVRON_CLASS = 'hidden size-5 min-[25rem]:block';

/**
 * Previous and next buttons bounded between page 1 and the last page, with a
 * 'page / total' indicator that screen readers hear as 'Page 3 of 8' when it
 * changes. It sits inside a list (src/behaviours/contract.ts), which answers a
 * press at once from the first paint and writes the numbers into the texts'
 * templates; a button that becomes disabled under the keyboard hands focus to
 * the other one. Without script the whole list shows and the pager is left out.
 */
export function Pagination({
  pageCount,
  label,
  hideWhenSinglePage = false,
  className = '',
}: PaginationProps) {
  const { t } = useTranslation();
  const total = Math.max(1, pageCount);
  const placeholders = { page: PAGE_PLACEHOLDER, total: TOTAL_PLACEHOLDER };
  const indicator = t('pagination.indicator', placeholders);
  const status = t('pagination.status', placeholders);
  // The behaviours write the current numbers into these texts; React only draws page 1.
  const templated = (template: string) => ({
    [TEMPLATE_ATTRIBUTE]: template,
    suppressHydrationWarning: true,
    children: fillTemplate(template, 1, total),
  });
  const single = hideWhenSinglePage
    ? { [HIDE_SINGLE_ATTRIBUTE]: '', [OFF_ATTRIBUTE]: total <= 1 ? '' : undefined }
    : {};

  return (
    // Wraps rather than overflow (WCAG 1.4.10 Reflow) when the words and the
    // visitor's text spacing need more than the width: nothing scrolls sideways.
    <nav
      aria-label={label ?? t('pagination.label')}
      {...needsScriptProps}
      {...single}
      className={`flex flex-wrap items-center justify-center gap-1 print:hidden min-[25rem]:gap-2 sm:gap-4 ${className}`}
    >
      {/* Previous and next mirror each other (icon before, icon after): written out on purpose. */}
      <button
        type="button"
        className={BUTTON_CLASS}
        disabled
        {...{ [PAGE_STEP_ATTRIBUTE]: '-1' }}
        aria-label={t('pagination.previous_page')}
      >
        <ChevronLeftIcon aria-hidden="true" className={CHEVRON_CLASS} />
        {t('pagination.previous')}
      </button>
      <p
        aria-live="polite"
        aria-atomic="true"
        className="min-w-12 text-center font-voice text-sm text-ink tabular-nums"
      >
        <span aria-hidden="true" data-testid="pagination-indicator" {...templated(indicator)} />
        <span className="sr-only" {...templated(status)} />
      </p>
      <button
        type="button"
        className={BUTTON_CLASS}
        disabled={total <= 1}
        {...{ [PAGE_STEP_ATTRIBUTE]: '1' }}
        aria-label={t('pagination.next_page')}
      >
        {t('pagination.next')}
        <ChevronRightIcon aria-hidden="true" className={CHEVRON_CLASS} />
      </button>
    </nav>
  );
}
