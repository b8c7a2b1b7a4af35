import { useTranslation } from 'react-i18next';
import { listItemProps, listRootProps } from '../../behaviours/contract';
import { PageScaffold } from '../../components/PageScaffold';
import { Pagination } from '../../components/Pagination';
import { coursePlatform, courses } from '../../content/courses';
import { pageCount, shownItems } from '../../lib/pagination';
import { CourseCard } from './CourseCard';

const COURSES_PER_PAGE = 3;
const PLATFORM = coursePlatform;
const FIRST_PAGE = shownItems(
  courses.map(() => true),
  1,
  COURSES_PER_PAGE,
);

/** Every course is in the page (and in what crawlers read); the pager shows three at a time. */
export default function CoursesPage() {
  const { t } = useTranslation('courses');
  return (
    <PageScaffold title={t('title')} intro={t('intro')}>
      <div {...listRootProps({ perPage: COURSES_PER_PAGE, transition: 'rise' })}>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {courses.map((course, index) => (
            <li
              key={course.id}
              {...listItemProps(FIRST_PAGE[index] ?? false)}
              className="scroll-mt-4"
            >
              <CourseCard course={course} platform={PLATFORM} eagerImage={index === 0} />
            </li>
          ))}
        </ul>
        <Pagination
          pageCount={pageCount(courses.length, COURSES_PER_PAGE)}
          label={t('pagination_label')}
          className="mt-8"
        />
      </div>
    </PageScaffold>
  );
}
