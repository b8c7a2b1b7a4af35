import ArrowTopRightOnSquareIcon from '@heroicons/react/20/solid/ArrowTopRightOnSquareIcon';
import type { ReactNode } from 'react';
import { ExternalLink } from './ExternalLink';

interface NewTabLinkProps {
  href: string;
  /** Read by screen readers after the link's words, e.g. '(opens in a new tab)'. */
  newTabLabel: string;
  /** The colours of the link; the words are underlined here. */
  className: string;
  /** Left out when <Trans> fills the link with a tag's text. */
  children?: ReactNode;
}

/** A link inside running text to another site, marked with an icon as opening a new tab. */
export function NewTabLink({ href, newTabLabel, className, children }: NewTabLinkProps) {
  return (
    <ExternalLink href={href} className={className}>
      {/* Only the words are underlined. The no-break space keeps the icon with the last
          word and the hidden label apart from the visible text in the link's name. */}
      <span className="underline underline-offset-2">{children}</span>
      {'\u00a0'}
      <ArrowTopRightOnSquareIcon aria-hidden="true" className="inline size-4 align-text-bottom" />
      <span className="sr-only">{newTabLabel}</span>
    </ExternalLink>
  );
}
