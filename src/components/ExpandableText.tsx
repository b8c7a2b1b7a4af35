import { useTranslation } from 'react-i18next';
import { CLAMP_ATTRIBUTE } from '../behaviours/contract';

/** Tailwind needs whole class names in the source, so each supported clamp is listed. */
const CLAMP_CLASS = {
  2: 'line-clamp-2',
  3: 'line-clamp-3',
  4: 'line-clamp-4',
} as const;

interface ExpandableTextProps {
  text: string;
  /** The text's language where it is not the page's (`languageOf`, src/content/texts.ts). */
  lang?: string | undefined;
  /** Lines shown while collapsed (the spec's clamp is 3). */
  lines?: keyof typeof CLAMP_CLASS;
  /** Classes of the wrapper (text and toggle). */
  className?: string;
  /** Classes of the paragraph only, e.g. italic for a quote. */
  textClassName?: string;
}

/**
 * A paragraph clamped to a few lines, with a Show more / Show less toggle that
 * is a native `<details>`: it opens at once from the first paint, with or
 * without the app, and styles.css unclamps the text while it is open. The
 * toggle shows only when the clamp hides text (measured by src/behaviours as
 * soon as the page is shown, and again when its box is resized); its
 * place is kept meanwhile so nothing moves. Without script the text is whole.
 */
export function ExpandableText({
  text,
  lang,
  lines = 3,
  className = '',
  textClassName = '',
}: ExpandableTextProps) {
  const { t } = useTranslation();

  return (
    <div {...{ [CLAMP_ATTRIBUTE]: '' }} className={className}>
      <p lang={lang} className={`text-ink ${textClassName} ${CLAMP_CLASS[lines]}`}>
        {text}
      </p>
      <details className="group mt-1 mb-1 print:hidden">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-control py-2 text-sm font-semibold text-accent underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">{t('expandable.show_more')}</span>
          <span className="hidden group-open:inline">{t('expandable.show_less')}</span>
        </summary>
      </details>
    </div>
  );
}
