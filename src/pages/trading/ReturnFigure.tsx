import { MISSING_RETURN } from '../../lib/percent';

interface ReturnFigureProps {
  value: number | null;
  /** One of the formatters of src/lib/percent.ts, in the page's language: '+2,41%'. */
  format: (value: number) => string;
  /** Said to screen readers in place of the em dash. */
  missingLabel: string;
}

/** A return as the page writes it; a missing one is an em dash that screen readers hear in words. */
export function ReturnFigure({ value, format, missingLabel }: ReturnFigureProps) {
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">{MISSING_RETURN}</span>
        <span className="sr-only">{missingLabel}</span>
      </>
    );
  }
  return <>{format(value)}</>;
}
