import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';

const CONTAINER_CLASS = 'mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14';

interface PageScaffoldProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A lead paragraph under the title, in the pages' shared intro style. */
  intro?: ReactNode;
  /** The intro's language where it is not the page's (`languageOf`, src/content/texts.ts). */
  introLang?: string | undefined;
  /** 'article' for a text that stands on its own, such as a policy. */
  as?: 'div' | 'article';
  /** Added to the container's own classes. */
  className?: string;
  children: ReactNode;
}

/** The frame of a content page: the centred container, the title and an optional intro. */
export function PageScaffold({
  title,
  intro,
  introLang,
  as: Container = 'div',
  className,
  children,
}: PageScaffoldProps) {
  return (
    <Container className={className ? `${CONTAINER_CLASS} ${className}` : CONTAINER_CLASS}>
      <PageHeading>{title}</PageHeading>
      {intro !== undefined && (
        <p lang={introLang} className="mt-5 max-w-3xl text-lg leading-relaxed text-muted">
          {intro}
        </p>
      )}
      {children}
    </Container>
  );
}
