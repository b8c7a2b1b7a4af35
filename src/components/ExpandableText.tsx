import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** True when the clamped text hides some of its lines. */
export type OverflowMeasure = (element: HTMLElement) => boolean;

const measureOverflow: OverflowMeasure = (element) =>
  element.scrollHeight > element.clientHeight + 1;

/** Tailwind needs whole class names in the source, so each supported clamp is listed. */
const CLAMP_CLASS = {
  2: 'line-clamp-2',
  3: 'line-clamp-3',
  4: 'line-clamp-4',
} as const;

interface ExpandableTextProps {
  text: string;
  /** Lines shown while collapsed (the spec's clamp is 3). */
  lines?: keyof typeof CLAMP_CLASS;
  /** Classes of the wrapper (text and button). */
  className?: string;
  /** Classes of the paragraph only, e.g. italic for a quote. */
  textClassName?: string;
  /** How overflow is measured; tests inject one because jsdom lays nothing out. */
  measure?: OverflowMeasure;
}

/**
 * A paragraph clamped to a few lines. The Show more / Show less button shows
 * only when the clamp actually hides text, re-measured when the box is resized
 * (rotation, font size, a language change).
 */
export function ExpandableText({
  text,
  lines = 3,
  className = '',
  textClassName = '',
  measure = measureOverflow,
}: ExpandableTextProps) {
  const { t } = useTranslation();
  const textId = useId();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);

  const update = useCallback(() => {
    const element = paragraph.current;
    // While expanded nothing is clamped, so the last collapsed measurement stands.
    if (element && !element.dataset.expanded) setOverflowing(measure(element));
  }, [measure]);

  useLayoutEffect(() => {
    update();
    const element = paragraph.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', update);
      return () => window.removeEventListener('resize', update);
    }
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [update, text, expanded]);

  const showToggle = overflowing || expanded;
  return (
    <div className={className}>
      <p
        ref={paragraph}
        id={textId}
        data-expanded={expanded || undefined}
        className={`text-slate-700 dark:text-slate-300 ${textClassName} ${expanded ? '' : CLAMP_CLASS[lines]}`}
      >
        {text}
      </p>
      {/* Its place is kept while it is not needed: the measurement happens only
          once the page is live, and the text below must not move when it does. */}
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={textId}
        aria-hidden={showToggle ? undefined : true}
        tabIndex={showToggle ? undefined : -1}
        onClick={() => setExpanded((value) => !value)}
        className={`mt-1 inline-flex min-h-11 items-center rounded-md py-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300 ${showToggle ? '' : 'invisible'}`}
      >
        {expanded ? t('expandable.show_less') : t('expandable.show_more')}
      </button>
    </div>
  );
}
