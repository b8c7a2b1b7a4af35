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

const LINK_CLASS =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-100';

interface NewTabLinkProps {
  href: string;
  newTabLabel: string;
  /** Filled in by <Trans> with the tag's text. */
  children?: ReactNode;
}

function NewTabLink({ href, newTabLabel, children }: NewTabLinkProps) {
  return (
    <ExternalLink href={href} className={`${LINK_CLASS} inline-flex items-center gap-1`}>
      {children}
      <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4 shrink-0" />
      {/* A real space, so the label reads "Google Chrome (opens…)" and not "Chrome(opens…)". */}{' '}
      <span className="sr-only">{newTabLabel}</span>
    </ExternalLink>
  );
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
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-6 dark:border-slate-800 dark:bg-slate-900"
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
                  const captionId = `${headingId(section.id)}-${block.key}`;
                  return (
                    <div
                      key={block.key}
                      role="region"
                      aria-labelledby={captionId}
                      // A scrolling region must be focusable, or keyboard users cannot
                      // scroll the table sideways on narrow screens (WCAG 2.1.1).
                      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                      tabIndex={0}
                      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
                    >
                      <table className="w-full min-w-[36rem] border-collapse text-left text-sm leading-6">
                        <caption
                          id={captionId}
                          className="px-4 pt-4 pb-2 text-left font-semibold text-slate-900 dark:text-white"
                        >
                          {text(`${blockKey}.caption`)}
                        </caption>
                        <thead>
                          <tr className="border-b border-slate-200 dark:border-slate-700">
                            {block.columns.map((column) => (
                              <th
                                key={column}
                                scope="col"
                                className="px-4 py-2 font-semibold text-slate-900 dark:text-white"
                              >
                                {text(`${blockKey}.columns.${column}`)}
                              </th>
                            ))}
                          </tr>
                        </thead>
                        <tbody>
                          {block.rows.map((row) => (
                            <tr
                              key={row}
                              className="border-b border-slate-200 align-top last:border-b-0 dark:border-slate-800"
                            >
                              {block.columns.map((column, index) => {
                                const cell = text(`${blockKey}.rows.${row}.${column}`);
                                return index === 0 ? (
                                  <th
                                    key={column}
                                    scope="row"
                                    className="px-4 py-3 font-mono text-[0.8125rem] font-semibold text-slate-900 dark:text-white"
                                  >
                                    {cell}
                                  </th>
                                ) : (
                                  <td key={column} className="px-4 py-3">
                                    {cell}
                                  </td>
                                );
                              })}
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
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
