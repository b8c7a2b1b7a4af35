import type { ComponentProps, ReactNode } from 'react';

interface ExternalLinkProps extends Omit<ComponentProps<'a'>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/** A link to another site: always a new tab, never handing it our window. */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
