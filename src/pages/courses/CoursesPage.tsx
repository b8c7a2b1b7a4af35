import { useTranslation } from 'react-i18next';
import { PageScaffold } from '../../components/PageScaffold';
import { PageTransition } from '../../components/PageTransition';
import { Pagination } from '../../components/Pagination';
import { usePagedItems } from '../../components/usePagedItems';
import { courses } from '../../content/courses';
import { site } from '../../content/site';
import { CourseCard } from './CourseCard';

const COURSES_PER_PAGE = 3;
const PLATFORM = site.social.find((link) => link.key === 'udemy')?.label ?? 'Udemy';

export default function CoursesPage() {
  const { t } = useTranslation('courses');
  const { visible, pager } = usePagedItems(courses, COURSES_PER_PAGE);

  return (
    <PageScaffold title={t('title')} intro={t('intro')}>
      <PageTransition pageKey={pager.page} variant="rise" className="mt-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {visible.map((course, index) => (
            <li key={course.id}>
              <CourseCard course={course} platform={PLATFORM} eagerImage={index === 0} />
            </li>
          ))}
        </ul>
      </PageTransition>
      <Pagination {...pager} label={t('pagination_label')} className="mt-8" />
    </PageScaffold>
  );
}
