import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../components/Disclosure';
import { ExpandableText } from '../../components/ExpandableText';
import { TechList } from '../../components/TechList';
import type { Project } from '../../content/types';
import { displayPeriod } from '../../lib/period';

export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {project.nameKey ? t(project.nameKey) : project.name}
      </h2>
      <p className="mt-0.5 text-sm">
        <span className="font-medium text-brand-700 dark:text-brand-300">{project.company}</span>
        <span aria-hidden="true" className="px-1.5 text-slate-500 dark:text-slate-400">
          ·
        </span>
        <span className="text-slate-700 tabular-nums dark:text-slate-300">
          {displayPeriod(project.period, t('present'))}
        </span>
      </p>
      <ExpandableText text={t(`types.${project.type}`)} lines={3} className="mt-3" />
      {project.tech.length > 0 && (
        <Disclosure label={t('show_tech')}>
          <TechList items={project.tech} className="pt-1 pb-1" />
        </Disclosure>
      )}
    </article>
  );
}
