import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterButtons } from '../../components/FilterButtons';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { useRevealOnChange } from '../../components/useRevealOnChange';
import { projects } from '../../content/projects';
import { COMPANIES, type Company } from '../../content/types';
import { clampPage, itemsForPage, pageCount } from '../../lib/pagination';
import { ProjectCard } from './ProjectCard';

const PROJECTS_PER_PAGE = 2;
const COMPANY_OPTIONS = COMPANIES.map((company) => ({ value: company, label: company }));

export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  // One state object: choosing a company always starts again from page 1.
  const [view, setView] = useState<{ company: Company; page: number }>({
    company: 'RGI',
    page: 1,
  });
  const companyProjects = projects.filter((project) => project.company === view.company);
  const totalPages = pageCount(companyProjects.length, PROJECTS_PER_PAGE);
  const page = clampPage(view.page, totalPages);
  const visible = itemsForPage(companyProjects, page, PROJECTS_PER_PAGE);
  const list = useRef<HTMLDivElement>(null);
  useRevealOnChange(list, `${view.company}:${page}`);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeading>{t('title')}</PageHeading>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <FilterButtons
        label={t('filter_label')}
        options={COMPANY_OPTIONS}
        selected={view.company}
        onSelect={(company) => setView({ company, page: 1 })}
        className="mt-8"
      />
      <div ref={list} className="scroll-mt-4">
        <p
          aria-live="polite"
          className="mt-6 text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          {t('results', { count: companyProjects.length, company: view.company })}
        </p>
        <ul className="mt-3 grid gap-5 md:grid-cols-2">
          {visible.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </div>
      <Pagination
        page={page}
        pageCount={totalPages}
        onPageChange={(next) => setView((current) => ({ ...current, page: next }))}
        label={t('pagination_label')}
        hideWhenSinglePage
        className="mt-8"
      />
    </div>
  );
}
