import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/PagedList';
import { PageScaffold } from '../../components/PageScaffold';
import { pageIntro } from '../../content/texts';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { coursesIn, coursesTexts, platform } from '../../content/courses';
import { CourseCard } from './CourseCard';

/** Every course is in the page (and in what crawlers read); the pager shows three at a time. */
export default function CoursesPage() {
  const { t } = useTranslation('courses');
  const language = useCurrentLanguage();
  return (
    <PageScaffold title={t('title')} {...pageIntro(coursesTexts(language), t('intro'))}>
      <PagedList
        items={coursesIn(language)}
        perPage={3}
        transition="rise"
        label={t('pagination_label')}
        itemKey={(course) => course.id}
      >
        {(course, index) => (
          <CourseCard course={course} platform={platform} eagerImage={index === 0} />
        )}
      </PagedList>
    </PageScaffold>
  );
}
