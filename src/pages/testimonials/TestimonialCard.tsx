import ArrowTopRightOnSquareIcon from '@heroicons/react/20/solid/ArrowTopRightOnSquareIcon';
import { useTranslation } from 'react-i18next';
import { ExpandableText } from '../../components/ExpandableText';
import { ExternalLink } from '../../components/ExternalLink';
import type { TestimonialItem } from '../../content/testimonials';
import { languageOf } from '../../lib/fallbackLanguage';
import { Avatar } from './Avatar';
import { CARD } from '../../components/classNames';

interface TestimonialCardProps {
  /** The person's facts, and their texts in the page's language. */
  testimonial: TestimonialItem;
}

export function TestimonialCard({ testimonial }: TestimonialCardProps) {
  const { t } = useTranslation('testimonials');
  const { name } = testimonial;
  return (
    <article className={`flex h-full flex-col p-5 ${CARD}`}>
      <div className="flex items-center gap-4">
        <Avatar name={name} alt={t('avatar_alt', { name })} photo={testimonial.photo} />
        <div className="min-w-0">
          <h2 className="text-xl font-semibold text-ink">{name}</h2>
          {testimonial.role && (
            <p {...languageOf(testimonial, 'role')} className="text-sm text-muted">
              {testimonial.role}
            </p>
          )}
        </div>
      </div>
      <blockquote className="mt-4 flex-1">
        <ExpandableText
          text={testimonial.quote}
          {...languageOf(testimonial, 'quote')}
          lines={3}
          textClassName="italic"
        />
      </blockquote>
      {testimonial.profileUrl && (
        <ExternalLink
          href={testimonial.profileUrl}
          aria-label={t('profile_link', { name, network: testimonial.profileLabel })}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 self-start rounded-control text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {t('view_profile')}
          <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4" />
        </ExternalLink>
      )}
    </article>
  );
}
