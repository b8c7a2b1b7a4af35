import { needsScriptProps, whenProps } from '../behaviours/contract';

interface FilterStatusProps<T extends string | number> {
  /** One line per filter value ('3 projects at Acme'); the one for the current value shows. */
  lines: readonly { value: T; text: string }[];
  selected: T;
}

/**
 * The line under a filter that says what it shows; screen readers hear it when
 * it changes. Every value's line is in the page (a list shows the current
 * one), because the sentence follows each language's plural rules.
 */
export function FilterStatus<T extends string | number>({ lines, selected }: FilterStatusProps<T>) {
  return (
    <div aria-live="polite" {...needsScriptProps} className="mt-6 font-voice text-sm text-muted">
      {lines.map((line) => (
        <p key={String(line.value)} {...whenProps(line.value, selected)}>
          {line.text}
        </p>
      ))}
    </div>
  );
}
