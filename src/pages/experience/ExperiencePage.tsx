import { useTranslation } from 'react-i18next';
import { listItemProps, listRootProps } from '../../behaviours/contract';
import { FilterButtons } from '../../components/FilterButtons';
import { FilterStatus } from '../../components/FilterStatus';
import { PageScaffold } from '../../components/PageScaffold';
import { pageIntro } from '../../content/texts';
import { BUILD_YEAR } from '../../components/buildYear';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { experience, experienceIn, experienceTexts } from '../../content/experience';
import { badgeForYear, filterYears, parsePeriod, periodContainsYear } from '../../lib/period';
import { ExperienceCard } from './ExperienceCard';

/** Only the years written in the periods become buttons (see filterYears). */
const YEARS = filterYears(experience.entries.map((entry) => entry.period));
const YEAR_OPTIONS = YEARS.map((year) => ({ value: year, label: String(year) }));

/**
 * Every entry is in the page (and in what crawlers read), marked with the
 * filter years it covers and its Start/End badge for each; the year filter
 * chooses what shows (src/behaviours).
 */
export default function ExperiencePage() {
  const { t } = useTranslation('experience');
  const language = useCurrentLanguage();
  const firstYear = YEARS[0] ?? BUILD_YEAR;
  const entries = experienceIn(language).map((entry) => {
    const period = parsePeriod(entry.period, BUILD_YEAR);
    const years = period ? YEARS.filter((year) => periodContainsYear(period, year)) : [];
    const badges = period
      ? years.flatMap((year) => {
          const badge = badgeForYear(period, year);
          return badge ? [{ year, badge }] : [];
        })
      : [];
    return { entry, years, badges };
  });

  return (
    <PageScaffold title={t('title')} {...pageIntro(experienceTexts(language), t('intro'))}>
      <div {...listRootProps({ filter: firstYear })}>
        <FilterButtons
          label={t('filter_label')}
          options={YEAR_OPTIONS}
          selected={firstYear}
          className="mt-8"
        />
        <FilterStatus
          lines={YEARS.map((year) => ({
            value: year,
            text: t('results', {
              count: entries.filter(({ years }) => years.includes(year)).length,
              year,
            }),
          }))}
          selected={firstYear}
        />
        <ul className="mt-3 grid gap-5 md:grid-cols-2">
          {entries.map(({ entry, years, badges }) => (
            <li key={entry.id} {...listItemProps(years.includes(firstYear), years)}>
              <ExperienceCard entry={entry} badges={badges} selectedYear={firstYear} />
            </li>
          ))}
        </ul>
      </div>
    </PageScaffold>
  );
}
