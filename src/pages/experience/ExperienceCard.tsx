import { useTranslation } from 'react-i18next';
import { whenProps } from '../../behaviours/contract';
import { Disclosure } from '../../components/Disclosure';
import { ExpandableText } from '../../components/ExpandableText';
import { TechList } from '../../components/TechList';
import type { ExperienceItem } from '../../content/experience';
import { languageOf } from '../../lib/fallbackLanguage';
import { displayPeriod, type YearBadge as Badge } from '../../lib/period';
import { YearBadge } from './YearBadge';
import { CARD } from '../../components/classNames';

interface ExperienceCardProps {
  /** Its facts, and its texts in the page's language. */
  entry: ExperienceItem;
  /** The badge for each filter year that has one (Start, End, Only this year). */
  badges: readonly { year: number; badge: Badge }[];
  /** The filter year when the page is drawn: its badge shows (the list's filter keeps it after). */
  selectedYear: number;
}

export function ExperienceCard({ entry, badges, selectedYear }: ExperienceCardProps) {
  const { t } = useTranslation('experience');
  // The stack first; what the entry covered in words (e.g. distributed systems) follows.
  const topics = (entry.topics ?? []).map((text) => ({ text, ...languageOf(entry, 'topics') }));
  return (
    <article className={`h-full p-5 ${CARD}`}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 {...languageOf(entry, 'role')} className="text-xl font-semibold text-ink">
            {entry.role}
          </h2>
          <p className="font-medium text-accent">{entry.company}</p>
        </div>
        {badges.map(({ year, badge }) => (
          <YearBadge key={year} badge={badge} {...whenProps(year, selectedYear)} />
        ))}
      </div>
      <p className="mt-1 font-voice text-sm text-muted tabular-nums">
        {displayPeriod(entry.period, t('present'))}
      </p>
      {entry.description && (
        <ExpandableText
          text={entry.description}
          {...languageOf(entry, 'description')}
          lines={3}
          className="mt-3"
        />
      )}
      {/* An entry without technologies or topics (imported, say) shows no empty panel. */}
      {entry.tech.length + topics.length > 0 && (
        <Disclosure label={t('show_tech')}>
          <TechList items={[...entry.tech, ...topics]} className="pt-1 pb-1" />
        </Disclosure>
      )}
    </article>
  );
}
