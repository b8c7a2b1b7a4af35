import { actionProps } from '../../behaviours/contract';

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
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-6 lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto dark:border-slate-800 dark:bg-slate-900"
    >
      <p
        id={labelId}
        className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white"
      >
        {label}
      </p>
      <ol className="mt-2 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-1">
        {entries.map(({ headingId, heading }) => (
          <li key={headingId}>
            <a
              href={`#${headingId}`}
              {...actionProps('move-to')}
              className="flex min-h-11 w-full items-center rounded-md py-2 text-left text-sm text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              {heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
