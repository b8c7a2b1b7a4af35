import ChevronLeftIcon from '@heroicons/react/20/solid/ChevronLeftIcon';
import ChevronRightIcon from '@heroicons/react/20/solid/ChevronRightIcon';
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPage } from '../lib/pagination';

interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark; defaults to the shared 'Pagination'. */
  label?: string;
  /** Render nothing when everything fits on one page (the projects rule). */
  hideWhenSinglePage?: boolean;
  className?: string;
}

const BUTTON_CLASS =
  'inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-500 bg-white px-2.5 py-2 sm:px-3 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:border-brand-700 hover:text-brand-700 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500 disabled:shadow-none dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-300 dark:hover:text-brand-300 dark:disabled:border-slate-800 dark:disabled:bg-slate-900 dark:disabled:text-slate-400';

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
 * changes. A button that becomes disabled under the keyboard hands focus to the
 * other one, so focus never falls back to the page body.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  hideWhenSinglePage = false,
  className = '',
}: PaginationProps) {
  const { t } = useTranslation();
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const total = Math.max(1, pageCount);
  const current = clampPage(page, total);
  const atFirst = current <= 1;
  const atLast = current >= total;

  // Decided when the button is pressed: by the time the new page renders, the
  // browser may already have moved focus off the button it disabled.
  const focusAfterRender = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    focusAfterRender.current?.focus();
    focusAfterRender.current = null;
  }, [atFirst, atLast]);

  const goTo = (target: number, event: MouseEvent<HTMLButtonElement>) => {
    const hadFocus = event.currentTarget === document.activeElement;
    if (hadFocus && target <= 1) focusAfterRender.current = nextButton.current;
    if (hadFocus && target >= total) focusAfterRender.current = previousButton.current;
    onPageChange(target);
  };

  if (hideWhenSinglePage && total <= 1) return null;

  return (
    // Wraps rather than overflow (WCAG 1.4.10 Reflow) when the words and the
    // visitor's text spacing need more than the width: nothing scrolls sideways.
    <nav
      aria-label={label ?? t('pagination.label')}
      className={`flex flex-wrap items-center justify-center gap-1 min-[25rem]:gap-2 sm:gap-4 ${className}`}
    >
      {/* Previous and next mirror each other (icon before, icon after): written out on purpose. */}
      <button
        ref={previousButton}
        type="button"
        className={BUTTON_CLASS}
        disabled={atFirst}
        aria-label={t('pagination.previous_page')}
        onClick={(event) => goTo(clampPage(current - 1, total), event)}
      >
        <ChevronLeftIcon aria-hidden="true" className={CHEVRON_CLASS} />
        {t('pagination.previous')}
      </button>
      <p
        aria-live="polite"
        aria-atomic="true"
        className="min-w-12 text-center text-sm font-semibold text-slate-800 tabular-nums dark:text-slate-100"
      >
        <span aria-hidden="true" data-testid="pagination-indicator">
          {t('pagination.indicator', { page: current, total })}
        </span>
        <span className="sr-only">{t('pagination.status', { page: current, total })}</span>
      </p>
      <button
        ref={nextButton}
        type="button"
        className={BUTTON_CLASS}
        disabled={atLast}
        aria-label={t('pagination.next_page')}
        onClick={(event) => goTo(clampPage(current + 1, total), event)}
      >
        {t('pagination.next')}
        <ChevronRightIcon aria-hidden="true" className={CHEVRON_CLASS} />
      </button>
    </nav>
  );
}
