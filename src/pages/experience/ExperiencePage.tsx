import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterButtons } from '../../components/FilterButtons';
import { FilterStatus } from '../../components/FilterStatus';
import { PageScaffold } from '../../components/PageScaffold';
import { useCurrentYear } from '../../components/useHydrated';
import { experience } from '../../content/experience';
import { badgeForYear, filterYears, itemsInYear } from '../../lib/period';
import { ExperienceCard } from './ExperienceCard';

/** Only the years written in the periods become buttons (see filterYears). */
const YEARS = filterYears(experience.map((entry) => entry.period));
const YEAR_OPTIONS = YEARS.map((year) => ({ value: year, label: String(year) }));

export default function ExperiencePage() {
  const { t } = useTranslation('experience');
  const currentYear = useCurrentYear();
  const [selectedYear, setSelectedYear] = useState(YEARS[0] ?? currentYear);
  const entries = itemsInYear(experience, selectedYear, currentYear);

  return (
    <PageScaffold title={t('title')} intro={t('intro')}>
      <FilterButtons
        label={t('filter_label')}
        options={YEAR_OPTIONS}
        selected={selectedYear}
        onSelect={setSelectedYear}
        className="mt-8"
      />
      <FilterStatus>{t('results', { count: entries.length, year: selectedYear })}</FilterStatus>
      <ul className="mt-3 grid gap-5 md:grid-cols-2">
        {entries.map(({ item, period }) => (
          <li key={item.id}>
            <ExperienceCard entry={item} badge={badgeForYear(period, selectedYear)} />
          </li>
        ))}
      </ul>
    </PageScaffold>
  );
}
