import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import type { AnnualReturn } from '../../content/trading';
import { ReturnCard } from './ReturnCard';

interface AnnualCardsProps {
  years: readonly AnnualReturn[];
  yearLabel: (entry: AnnualReturn) => string;
}

/** One card per year with its return, formatted like the month cards. */
export function AnnualCards({ years, yearLabel }: AnnualCardsProps) {
  const { t } = useTranslation('trading');
  const language = useCurrentLanguage();
  return (
    <ul
      aria-label={t('performance.annual_title')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-4"
    >
      {years.map((entry) => (
        <ReturnCard
          key={entry.year}
          period={yearLabel(entry)}
          returnLabel={t('performance.return_label')}
          missingLabel={t('performance.missing')}
          value={entry.value}
          language={language}
        />
      ))}
    </ul>
  );
}
