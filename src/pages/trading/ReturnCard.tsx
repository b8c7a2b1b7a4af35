import type { Language } from '../../lib/language';
import { formatReturn } from '../../lib/percent';
import { ReturnFigure } from './ReturnFigure';

interface ReturnCardProps {
  /** The period: a month or a year. */
  period: string;
  /** The translated 'Return' label. */
  returnLabel: string;
  /** Said to screen readers in place of the em dash. */
  missingLabel: string;
  value: number | null;
  /** The page's language: its figures' form. */
  language: Language;
  className?: string;
}

type Tone = 'gain' | 'loss' | 'missing';

function toneOf(value: number | null): Tone {
  if (value === null) return 'missing';
  return value >= 0 ? 'gain' : 'loss';
}

/** The look's status tokens: the text keeps 4.5:1 on its tinted card in both themes. */
const TONE_CLASSES: Record<Tone, string> = {
  gain: 'border-gain-line bg-gain-soft text-on-gain-soft',
  loss: 'border-loss-line bg-loss-soft text-on-loss-soft',
  missing: 'border-line bg-page text-muted',
};

/** One month's or one year's return: green when non-negative, red when negative, grey when missing. */
export function ReturnCard({
  period,
  returnLabel,
  missingLabel,
  value,
  language,
  className = '',
}: ReturnCardProps) {
  const tone = toneOf(value);
  // `relative`: the sr-only text is absolutely positioned, and must stay inside the
  // card so the sideways scroller clips it instead of widening the page.
  return (
    <li
      data-tone={tone}
      className={`relative rounded-control border p-3 sm:p-4 ${TONE_CLASSES[tone]} ${className}`}
    >
      <p className="font-semibold">{period}</p>
      <p className="mt-2 font-voice text-xs tracking-wide uppercase">{returnLabel}</p>
      <p className="font-voice text-lg tabular-nums" data-testid="return-value">
        <ReturnFigure
          value={value}
          format={(figure) => formatReturn(figure, language)}
          missingLabel={missingLabel}
        />
      </p>
    </li>
  );
}
