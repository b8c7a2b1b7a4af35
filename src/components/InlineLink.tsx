import type { ReactNode } from 'react';

/**
 * A link inside a sentence, to a page of this site: its words are the
 * sentence's (a translation's <tag>, filled by Trans), given as children.
 */
export function InlineLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} className="font-medium text-accent underline underline-offset-2">
      {children}
    </a>
  );
}
