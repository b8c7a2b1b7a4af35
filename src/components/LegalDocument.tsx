import ArrowTopRightOnSquareIcon from '@heroicons/react/20/solid/ArrowTopRightOnSquareIcon';
import type { TFunction } from 'i18next';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from './ExternalLink';
import { PageHeading } from './PageHeading';

/** The owner facts a legal text may interpolate: {{ownerName}}, {{email}}, {{postalAddress}}, {{siteUrl}}. */
export interface LegalIdentity {
  ownerName: string;
  email: string;
  postalAddress: string;
  siteUrl: string;
}

interface LegalDocumentProps {
  /** The document's key in the legal namespace ('privacy', 'cookie'). */
  documentKey: string;
  t: TFunction<'legal'>;
  identity: LegalIdentity;
  /**
   * Targets of the link tags used in the texts, by tag name: a path starting with
   * '/' is a route of this site, anything else opens in a new tab. <mail> always
   * points at the identity's email.
   */
  links?: Readonly<Record<string, string>>;
}

type Block =
  | { kind: 'paragraph'; key: string }
  | { kind: 'list'; key: string; items: string[] }
  | { kind: 'table'; key: string; columns: string[]; rows: string[] };

interface Section {
  id: string;
  blocks: Block[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The translation files hold only nested objects of strings, so a document's shape
 * is read from them: in a section, a string is a paragraph, an object with columns
 * and rows is a table, any other object is a list whose values are the items. Key
 * order in the file is the reading order.
 */
function readSections(raw: unknown): Section[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw).flatMap(([id, section]) =>
    isRecord(section) ? [{ id, blocks: readBlocks(section) }] : [],
  );
}

function readBlocks(section: Record<string, unknown>): Block[] {
  return Object.entries(section).flatMap(([key, value]): Block[] => {
    if (key === 'heading') return [];
    if (typeof value === 'string') return [{ kind: 'paragraph', key }];
    if (!isRecord(value)) return [];
    if (isRecord(value.columns) && isRecord(value.rows)) {
      return [
        { kind: 'table', key, columns: Object.keys(value.columns), rows: Object.keys(value.rows) },
      ];
    }
    return [{ kind: 'list', key, items: Object.keys(value) }];
  });
}

const LINK_COLOURS =
  'font-medium text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-100';
const LINK_CLASS = `${LINK_COLOURS} underline underline-offset-2`;

interface NewTabLinkProps {
  href: string;
  newTabLabel: string;
  /** Filled in by <Trans> with the tag's text. */
  children?: ReactNode;
}

function NewTabLink({ href, newTabLabel, children }: NewTabLinkProps) {
  return (
    <ExternalLink href={href} className={LINK_COLOURS}>
      {/* Only the words are underlined. The no-break space keeps the icon with the last
          word and the hidden label apart from the visible text in the link's name. */}
      <span className="underline underline-offset-2">{children}</span>
      {'\u00a0'}
      <ArrowTopRightOnSquareIcon aria-hidden="true" className="inline size-4 align-text-bottom" />
      <span className="sr-only">{newTabLabel}</span>
    </ExternalLink>
  );
}

interface LegalTableProps {
  columns: string[];
  rows: string[];
  /** Renders the table's text at a path below the table's key ('caption', 'rows.theme.purpose'). */
  render: (path: string) => ReactNode;
}

/**
 * A table that becomes one card per row on narrow screens, each value under its
 * column's name. The explicit roles keep the table semantics that some browsers
 * drop once table elements are displayed as blocks.
 */
function LegalTable({ columns, rows, render }: LegalTableProps) {
  /* The roles restate each element's own role on purpose (see above); the linter
     also reads <td> as a grid cell, while role="cell" is what it is in a table. */
  /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table
        role="table"
        className="block w-full border-collapse text-left text-sm leading-6 sm:table"
      >
        <caption className="block px-4 pt-4 pb-2 text-left font-semibold text-slate-900 sm:table-caption dark:text-white">
          {render('caption')}
        </caption>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row" className="border-b border-slate-200 dark:border-slate-700">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="px-4 py-2 font-semibold text-slate-900 dark:text-white"
              >
                {render(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block sm:table-row-group">
          {rows.map((row) => (
            <tr
              key={row}
              role="row"
              className="block border-t border-slate-200 py-3 align-top sm:table-row sm:py-0 dark:border-slate-800"
            >
              {columns.map((column, index) =>
                index === 0 ? (
                  <th
                    key={column}
                    role="rowheader"
                    scope="row"
                    className="block px-4 py-1 font-mono text-[0.8125rem] font-semibold text-slate-900 sm:table-cell sm:py-3 dark:text-white"
                  >
                    {render(`rows.${row}.${column}`)}
                  </th>
                ) : (
                  <td key={column} role="cell" className="block px-4 py-1 sm:table-cell sm:py-3">
                    {/* On narrow screens the header row is hidden: each value carries its label. */}
                    <span
                      aria-hidden="true"
                      className="block text-xs font-semibold tracking-wide text-slate-600 uppercase sm:hidden dark:text-slate-400"
                    >
                      {render(`columns.${column}`)}
                    </span>
                    {render(`rows.${row}.${column}`)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
}

/** Moves to a section without touching the URL: with hash routing the hash is the route. */
function moveToHeading(headingId: string): void {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * A legal text (privacy policy, cookie policy) rendered from the legal namespace:
 * the page title, a table of contents, one headed section per entry, and the
 * last-updated line. Owner facts come in by interpolation, never from the texts.
 */
export function LegalDocument({ documentKey, t, identity, links = {} }: LegalDocumentProps) {
  const sections = readSections(t(`${documentKey}.sections`, { returnObjects: true }));
  const newTabLabel = t('new_tab');
  const updatedDateTime = t(`${documentKey}.updated_datetime`);

  const values = useMemo(
    () => ({
      ownerName: identity.ownerName,
      email: identity.email,
      postalAddress: identity.postalAddress,
      siteUrl: identity.siteUrl,
    }),
    [identity.ownerName, identity.email, identity.postalAddress, identity.siteUrl],
  );

  const components = useMemo(() => {
    const map: Record<string, ReactElement> = {
      mail: (
        <a href={`mailto:${identity.email}`} className={LINK_CLASS}>
          {identity.email}
        </a>
      ),
      strong: <strong className="font-semibold text-slate-900 dark:text-white" />,
      date: <time dateTime={updatedDateTime} />,
    };
    for (const [tag, target] of Object.entries(links)) {
      map[tag] = target.startsWith('/') ? (
        <Link to={target} className={LINK_CLASS} />
      ) : (
        <NewTabLink href={target} newTabLabel={newTabLabel} />
      );
    }
    return map;
  }, [identity.email, links, newTabLabel, updatedDateTime]);

  const text = (key: string) => (
    <Trans t={t} ns="legal" i18nKey={key} values={values} components={components} />
  );
  const headingId = (sectionId: string) => `${documentKey}-${sectionId}`;
  const tocLabelId = `${documentKey}-contents`;

  return (
    <article className="mx-auto max-w-6xl px-4 py-12 break-words sm:px-6">
      <PageHeading>{t(`${documentKey}.title`)}</PageHeading>
      <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,48rem)] lg:items-start lg:gap-12">
        <nav
          aria-labelledby={tocLabelId}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-6 lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto dark:border-slate-800 dark:bg-slate-900"
        >
          <p
            id={tocLabelId}
            className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white"
          >
            {t('toc_label')}
          </p>
          <ol className="mt-2 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((section) => (
              <li key={section.id}>
                <button
                  type="button"
                  onClick={() => moveToHeading(headingId(section.id))}
                  className="min-h-11 w-full rounded-md py-2 text-left text-sm text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                >
                  {t(`${documentKey}.sections.${section.id}.heading`)}
                </button>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 lg:mt-0">
          {sections.map((section) => (
            <section
              key={section.id}
              aria-labelledby={headingId(section.id)}
              className="mt-10 first:mt-0"
            >
              <h2
                id={headingId(section.id)}
                tabIndex={-1}
                className="scroll-mt-6 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl dark:text-white"
              >
                {t(`${documentKey}.sections.${section.id}.heading`)}
              </h2>
              <div className="mt-4 space-y-4 text-base leading-7 text-slate-700 dark:text-slate-300">
                {section.blocks.map((block) => {
                  const blockKey = `${documentKey}.sections.${section.id}.${block.key}`;
                  if (block.kind === 'paragraph') return <p key={block.key}>{text(blockKey)}</p>;
                  if (block.kind === 'list') {
                    return (
                      <ul
                        key={block.key}
                        className="list-disc space-y-2 pl-6 marker:text-slate-500 dark:marker:text-slate-400"
                      >
                        {block.items.map((item) => (
                          <li key={item} className="pl-1">
                            {text(`${blockKey}.${item}`)}
                          </li>
                        ))}
                      </ul>
                    );
                  }
                  return (
                    <LegalTable
                      key={block.key}
                      columns={block.columns}
                      rows={block.rows}
                      render={(path) => text(`${blockKey}.${path}`)}
                    />
                  );
                })}
              </div>
            </section>
          ))}

          <footer className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
            <p>{text(`${documentKey}.updated`)}</p>
          </footer>
        </div>
      </div>
    </article>
  );
}
