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
      className={`font-heading text-title font-semibold tracking-tight text-ink focus:outline-none after:mt-4 after:block after:h-1 after:w-12 after:rounded-chip after:bg-accent-fill ${className}`}
    >
      {children}
    </h1>
  );
}
