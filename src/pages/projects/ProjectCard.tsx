import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../components/Disclosure';
import { ExpandableText } from '../../components/ExpandableText';
import { TechList } from '../../components/TechList';
import type { ProjectItem } from '../../content/projects';
import { languageOf } from '../../lib/fallbackLanguage';
import { displayPeriod } from '../../lib/period';
import { CARD } from '../../components/classNames';

/** A project's facts, and its texts in the page's language. */
export function ProjectCard({ project }: { project: ProjectItem }) {
  const { t } = useTranslation('projects');
  return (
    <article className={`h-full p-5 ${CARD}`}>
      <h2 {...languageOf(project, 'name')} className="text-xl font-semibold text-ink">
        {project.name}
      </h2>
      <p className="mt-0.5 text-sm">
        <span className="font-medium text-accent">{project.company}</span>
        <span aria-hidden="true" className="px-1.5 text-muted">
          ·
        </span>
        <span className="font-voice text-muted tabular-nums">
          {displayPeriod(project.period, t('present'))}
        </span>
      </p>
      <ExpandableText
        text={project.description}
        {...languageOf(project, 'description')}
        lines={3}
        className="mt-3"
      />
      {project.tech.length > 0 && (
        <Disclosure label={t('show_tech')}>
          <TechList items={project.tech} className="pt-1 pb-1" />
        </Disclosure>
      )}
    </article>
  );
}
