import { useTranslation } from 'react-i18next';
import { listItemProps, listRootProps } from '../../behaviours/contract';
import { FilterButtons } from '../../components/FilterButtons';
import { FilterStatus } from '../../components/FilterStatus';
import { PageScaffold } from '../../components/PageScaffold';
import { pageIntro } from '../../content/texts';
import { Pagination } from '../../components/Pagination';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import {
  companies as COMPANIES,
  projects,
  projectsIn,
  projectsTexts,
} from '../../content/projects';
import { pageCount, shownItems } from '../../lib/pagination';
import { ProjectCard } from './ProjectCard';

const PROJECTS_PER_PAGE = 2;
const ENTRIES = projects?.entries ?? [];
const FIRST_COMPANY = COMPANIES[0] ?? '';
const COMPANY_OPTIONS = COMPANIES.map((company) => ({ value: company, label: company }));
const countOf = (company: string) =>
  ENTRIES.filter((project) => project.company === company).length;
const FIRST_PAGE = shownItems(
  ENTRIES.map((project) => project.company === FIRST_COMPANY),
  1,
  PROJECTS_PER_PAGE,
);

/**
 * Every project of every company is in the page (and in what crawlers read);
 * the company filter and the pager choose what shows (src/behaviours).
 */
export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  const language = useCurrentLanguage();
  // The experience page's filter, status and list layout, reused on purpose: one look for both.
  return (
    <PageScaffold title={t('title')} {...pageIntro(projectsTexts(language), t('intro'))}>
      <div
        {...listRootProps({
          perPage: PROJECTS_PER_PAGE,
          filter: FIRST_COMPANY,
          transition: 'rise',
        })}
      >
        <FilterButtons
          label={t('filter_label')}
          options={COMPANY_OPTIONS}
          selected={FIRST_COMPANY}
          className="mt-8"
        />
        <FilterStatus
          lines={COMPANIES.map((company) => ({
            value: company,
            text: t('results', { count: countOf(company), company }),
          }))}
          selected={FIRST_COMPANY}
        />
        <ul className="mt-3 grid gap-5 md:grid-cols-2">
          {projectsIn(language).map((project, index) => (
            <li
              key={project.id}
              {...listItemProps(FIRST_PAGE[index] ?? false, [project.company])}
              className="scroll-mt-4"
            >
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <Pagination
          pageCount={pageCount(countOf(FIRST_COMPANY), PROJECTS_PER_PAGE)}
          label={t('pagination_label')}
          hideWhenSinglePage
          className="mt-8"
        />
      </div>
    </PageScaffold>
  );
}
