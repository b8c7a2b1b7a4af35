import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterButtons } from '../../components/FilterButtons';
import { FilterStatus } from '../../components/FilterStatus';
import { PageScaffold } from '../../components/PageScaffold';
import { Pagination } from '../../components/Pagination';
import { usePagedItems } from '../../components/usePagedItems';
import { useRevealOnChange } from '../../components/useRevealOnChange';
import { projects } from '../../content/projects';
import { COMPANIES, type Company } from '../../content/types';
import { ProjectCard } from './ProjectCard';

const PROJECTS_PER_PAGE = 2;
const COMPANY_OPTIONS = COMPANIES.map((company) => ({ value: company, label: company }));

export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  const [company, setCompany] = useState<Company>('RGI');
  const companyProjects = projects.filter((project) => project.company === company);
  const { visible, pager } = usePagedItems(companyProjects, PROJECTS_PER_PAGE);
  const list = useRef<HTMLDivElement>(null);
  useRevealOnChange(list, `${company}:${pager.page}`);

  // The experience page's filter, status and list layout, reused on purpose: one look for both.
  return (
    <PageScaffold title={t('title')} intro={t('intro')}>
      <FilterButtons
        label={t('filter_label')}
        options={COMPANY_OPTIONS}
        selected={company}
        onSelect={(choice) => {
          // Choosing a company, even the current one, starts again from page 1.
          setCompany(choice);
          pager.onPageChange(1);
        }}
        className="mt-8"
      />
      <div ref={list} className="scroll-mt-4">
        <FilterStatus>{t('results', { count: companyProjects.length, company })}</FilterStatus>
        <ul className="mt-3 grid gap-5 md:grid-cols-2">
          {visible.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </div>
      <Pagination {...pager} label={t('pagination_label')} hideWhenSinglePage className="mt-8" />
    </PageScaffold>
  );
}
