import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';
import { PageTransition } from '../../components/PageTransition';
import { Pagination } from '../../components/Pagination';
import { courses } from '../../content/courses';
import { site } from '../../content/site';
import { clampPage, itemsForPage, pageCount } from '../../lib/pagination';
import { CourseCard } from './CourseCard';

const COURSES_PER_PAGE = 3;
const TOTAL_PAGES = pageCount(courses.length, COURSES_PER_PAGE);
const PLATFORM = site.social.find((link) => link.key === 'udemy')?.label ?? 'Udemy';

export default function CoursesPage() {
  const { t } = useTranslation('courses');
  const [page, setPage] = useState(1);
  const visible = itemsForPage(courses, page, COURSES_PER_PAGE);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeading>{t('title')}</PageHeading>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <PageTransition pageKey={page} variant="rise" className="mt-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {visible.map((course, index) => (
            <li key={course.id}>
              <CourseCard course={course} platform={PLATFORM} eagerImage={index === 0} />
            </li>
          ))}
        </ul>
      </PageTransition>
      <Pagination
        page={page}
        pageCount={TOTAL_PAGES}
        onPageChange={(next) => setPage(clampPage(next, TOTAL_PAGES))}
        label={t('pagination_label')}
        className="mt-8"
      />
    </div>
  );
}
