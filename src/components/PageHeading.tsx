import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { NavigationFocusContext } from './navigationFocus';

interface PageHeadingProps {
  children: ReactNode;
  className?: string;
}

/** The page's one h1; it takes focus after an in-site navigation. */
export function PageHeading({ children, className = '' }: PageHeadingProps) {
  const shouldFocus = useContext(NavigationFocusContext);
  const ref = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (shouldFocus) ref.current?.focus({ preventScroll: true });
  }, [shouldFocus]);

  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className={`text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl dark:text-white ${className}`}
    >
      {children}
    </h1>
  );
}
