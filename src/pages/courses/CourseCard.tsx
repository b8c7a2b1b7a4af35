import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../components/Disclosure';
import { ExpandableText } from '../../components/ExpandableText';
import { ExternalLink } from '../../components/ExternalLink';
import { TechList } from '../../components/TechList';
import type { CourseItem } from '../../content/courses';
import { languageOf } from '../../lib/fallbackLanguage';
import { drawn } from '../../components/inlineText';
import templateImage from '../../assets/course.webp';
import { CARD } from '../../components/classNames';

/** The course images are all 480 × 270 (16:9); the size is set so nothing shifts while they load. */
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 270;

interface CourseCardProps {
  /** Its facts, and its texts in the page's language. */
  course: CourseItem;
  /** The course marketplace's name, for the link's accessible name. */
  platform: string;
  /** Load the image at once (the first card, above the fold) instead of lazily. */
  eagerImage?: boolean;
}

export function CourseCard({ course, platform, eagerImage = false }: CourseCardProps) {
  const { t } = useTranslation('courses');
  const { title } = course;
  // What the course teaches comes first; the tools it uses follow.
  const topics = (course.topics ?? []).map((text) => ({ text, ...languageOf(course, 'topics') }));
  return (
    <article className={`flex h-full flex-col ${CARD}`}>
      <ExternalLink
        href={course.url}
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
          className="aspect-video w-full rounded-t-[calc(var(--look-radius-card)-1px)] bg-accent-soft object-cover transition-opacity hover:opacity-90"
        />
      </ExternalLink>
      <div className="flex flex-1 flex-col p-5">
        <h2 {...languageOf(course, 'title')} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {course.description && (
          <ExpandableText
            text={course.description}
            {...languageOf(course, 'description')}
            lines={3}
            className="mt-2"
          />
        )}
        {course.duration && (
          <p className="mt-2 font-voice text-sm text-muted">
            <span className="text-ink">{t('duration')}</span>{' '}
            {drawn({ text: course.duration, ...languageOf(course, 'duration') })}
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
