import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../components/Disclosure';
import { ExpandableText } from '../../components/ExpandableText';
import { ExternalLink } from '../../components/ExternalLink';
import { TechList } from '../../components/TechList';
import { useTranslatedList } from '../../components/useTranslatedList';
import type { Course } from '../../content/types';
import templateImage from '../../assets/course.webp';

/** The course images are all 480 × 270 (16:9); the size is set so nothing shifts while they load. */
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 270;

interface CourseCardProps {
  course: Course;
  /** The course marketplace's name, for the link's accessible name. */
  platform: string;
  /** Load the image at once (the first card, above the fold) instead of lazily. */
  eagerImage?: boolean;
}

export function CourseCard({ course, platform, eagerImage = false }: CourseCardProps) {
  const { t } = useTranslation('courses');
  const title = t(course.titleKey);
  // What the course teaches comes first; the tools it uses follow.
  const topics = useTranslatedList('courses', course.topicsKey);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <ExternalLink
        href={course.link}
        aria-label={t('view_course', { title, platform })}
        // The focus ring goes round the image, not over it: on the artwork's colours an
        // inset ring could not keep 3:1 (WCAG 1.4.11), so the card does not clip.
        className="block rounded-t-[calc(var(--radius-2xl)-1px)]"
      >
        <img
          src={course.image ?? templateImage}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eagerImage ? 'eager' : 'lazy'}
          fetchPriority={eagerImage ? 'high' : 'auto'}
          decoding="async"
          className="aspect-video w-full rounded-t-[calc(var(--radius-2xl)-1px)] bg-slate-100 object-cover transition-opacity hover:opacity-90 dark:bg-slate-800"
        />
      </ExternalLink>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
        {course.descriptionKey && (
          <ExpandableText text={t(course.descriptionKey)} lines={3} className="mt-2" />
        )}
        {course.durationKey && (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">{t('duration')}:</span>{' '}
            {t(course.durationKey)}
          </p>
        )}
        {topics.length + course.technologies.length > 0 && (
          <Disclosure label={t('show_tech')} className="mt-auto pt-2">
            <TechList items={[...topics, ...course.technologies]} className="pt-1 pb-1" />
          </Disclosure>
        )}
      </div>
    </article>
  );
}
