import {
  AnimatePresence,
  LazyMotion,
  m,
  usePresence,
  useReducedMotion,
  type TargetAndTransition,
} from 'motion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRevealOnChange } from './useRevealOnChange';

/** The spec's page transition: 0.4 s with a 40 px offset. */
const PAGE_TRANSITION_SECONDS = 0.4;
const PAGE_TRANSITION_OFFSET_PX = 40;

/** The animation code comes in its own chunk once the page is on screen (LazyMotion). */
const loadFeatures = () => import('./motionFeatures').then((module) => module.default);

/** 'rise': the new page comes up from 40 px below; 'slide': it fades in sliding sideways. */
export type PageTransitionVariant = 'rise' | 'slide';

interface PageTransitionProps {
  /** Changes with the page; a new key animates the new content in. */
  pageKey: number;
  variant: PageTransitionVariant;
  /** 1 when moving forward, -1 backward: a sideways slide comes from that side. */
  direction?: 1 | -1;
  children: ReactNode;
  className?: string;
}

function enteringFrom(variant: PageTransitionVariant, direction: 1 | -1): TargetAndTransition {
  return variant === 'rise'
    ? { opacity: 0, y: PAGE_TRANSITION_OFFSET_PX }
    : { opacity: 0, x: PAGE_TRANSITION_OFFSET_PX * direction };
}

/**
 * Animates the content of a paged list when the page changes (not on first
 * display), and brings the list's top into view if it was scrolled past. Under
 * prefers-reduced-motion the new page simply replaces the old one: no movement,
 * no fade. Only the courses and testimonials chunks import it, and the
 * animation code itself loads after the page, so motion stays out of what a
 * page runs before it answers.
 */
export function PageTransition({
  pageKey,
  variant,
  direction = 1,
  children,
  className = '',
}: PageTransitionProps) {
  const reduceMotion = useReducedMotion() ?? false;
  const container = useRef<HTMLDivElement>(null);
  useRevealOnChange(container, pageKey);
  // Motion takes over from the first change (see FirstPage).
  const [tracked, setTracked] = useState({ pageKey, changed: false });
  if (tracked.pageKey !== pageKey) setTracked({ pageKey, changed: true });
  const changed = tracked.changed || tracked.pageKey !== pageKey;

  return (
    <div ref={container} className={`scroll-mt-4 ${className}`}>
      {reduceMotion ? (
        <div key={pageKey} data-page={pageKey}>
          {children}
        </div>
      ) : (
        <LazyMotion features={loadFeatures} strict>
          <AnimatePresence initial={false} mode="wait">
            {changed ? (
              <m.div
                key={pageKey}
                data-page={pageKey}
                initial={enteringFrom(variant, direction)}
                animate={{ opacity: 1, x: 0, y: 0 }}
                exit={{ opacity: 0, transition: { duration: 0 } }}
                transition={{ duration: PAGE_TRANSITION_SECONDS, ease: 'easeOut' }}
              >
                {children}
              </m.div>
            ) : (
              <FirstPage key={pageKey} pageKey={pageKey}>
                {children}
              </FirstPage>
            )}
          </AnimatePresence>
        </LazyMotion>
      )}
    </div>
  );
}

/**
 * The page first shown: plain markup, so the prerendered HTML carries no
 * animation state (no inline style, which the CSP would block). It leaves at
 * once when the first change animates the next page in.
 */
function FirstPage({ pageKey, children }: { pageKey: number; children: ReactNode }) {
  const [isPresent, safeToRemove] = usePresence();
  useEffect(() => {
    if (!isPresent) safeToRemove();
  }, [isPresent, safeToRemove]);
  return <div data-page={pageKey}>{children}</div>;
}
