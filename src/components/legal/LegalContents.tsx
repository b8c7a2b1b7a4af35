import { actionProps } from '../../behaviours/contract';
import { CARD } from '../classNames';

export interface ContentsEntry {
  /** The id of the section heading the entry moves to. */
  headingId: string;
  heading: string;
}

interface LegalContentsProps {
  /** The visible name of the list, e.g. 'On this page'. */
  label: string;
  /** An id for that name, which labels the navigation landmark. */
  labelId: string;
  entries: readonly ContentsEntry[];
}

/**
 * A legal text's table of contents: links to the sections' headings. With hash
 * routing the hash holds the route, so their action moves focus to the heading
 * without touching the address (from the first paint; see src/behaviours);
 * without script they are plain in-page links.
 */
export function LegalContents({ label, labelId, entries }: LegalContentsProps) {
  return (
    <nav
      aria-labelledby={labelId}
      className={`p-5 lg:sticky lg:top-6 lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto ${CARD}`}
    >
      <p id={labelId} className="font-voice text-xs tracking-wide text-muted uppercase">
        {label}
      </p>
      <ol className="mt-2 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-1">
        {entries.map(({ headingId, heading }) => (
          <li key={headingId}>
            <a
              href={`#${headingId}`}
              {...actionProps('move-to')}
              className="flex min-h-11 w-full items-center rounded-control py-2 text-left text-sm text-accent underline-offset-4 hover:underline"
            >
              {heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
