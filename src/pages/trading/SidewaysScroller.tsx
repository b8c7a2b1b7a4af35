import type { HTMLAttributes, ReactNode } from 'react';
import { NARROW_SCREEN_QUERY } from './chartConfig';
import { useMediaQuery } from './useMediaQuery';

interface SidewaysScrollerProps extends HTMLAttributes<HTMLElement> {
  as: 'ul' | 'div';
  /** Whether its content is shown at all (a hidden table never scrolls). */
  shown?: boolean;
  /** The id of its name, when it is announced as a region while it scrolls. */
  regionLabelledBy?: string;
  children: ReactNode;
}

/**
 * A box whose content scrolls sideways on a narrow screen: there the keyboard
 * must be able to reach it (axe: scrollable-region-focusable). It alone
 * follows the screen's width, so when hydration finds a narrow screen (the
 * build renders for a wide one) React renders this box again, not the cards or
 * rows inside it: that render cannot be split, and on a slow phone a whole
 * accordion of them was one long task.
 */
export function SidewaysScroller({
  as: Box,
  shown = true,
  regionLabelledBy,
  children,
  ...attributes
}: SidewaysScrollerProps) {
  const scrolls = useMediaQuery(NARROW_SCREEN_QUERY) && shown;
  const region = scrolls && regionLabelledBy !== undefined;
  return (
    <Box
      {...attributes}
      role={region ? 'region' : undefined}
      aria-labelledby={region ? regionLabelledBy : undefined}
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </Box>
  );
}
