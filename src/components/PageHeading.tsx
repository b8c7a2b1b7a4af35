import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { anyMenuOpen } from '../behaviours';
import { NavigationFocusContext } from './navigationFocus';

interface PageHeadingProps {
  children: ReactNode;
  className?: string;
}

/** The page's one h1; it takes focus after an in-site navigation the visitor has not moved on from. */
export function PageHeading({ children, className = '' }: PageHeadingProps) {
  const navigation = useContext(NavigationFocusContext);
  const ref = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!navigation) return;
    const focused = document.activeElement;
    const untouched = focused === navigation.focusedBefore || focused === document.body;
    if (untouched && !anyMenuOpen(document)) ref.current?.focus({ preventScroll: true });
  }, [navigation]);

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
