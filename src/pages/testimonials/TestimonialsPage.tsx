import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/PagedList';
import { PageScaffold } from '../../components/PageScaffold';
import { pageIntro } from '../../content/texts';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { testimonialsIn, testimonialsTexts } from '../../content/testimonials';
import { AvatarFallbackTemplate } from './Avatar';
import { TestimonialCard } from './TestimonialCard';

/** Every testimonial is in the page (and in what crawlers read); the pager shows three at a time. */
export default function TestimonialsPage() {
  const { t } = useTranslation('testimonials');
  const language = useCurrentLanguage();
  return (
    <PageScaffold title={t('title')} {...pageIntro(testimonialsTexts(language), t('intro'))}>
      <PagedList
        items={testimonialsIn(language)}
        perPage={3}
        transition="slide"
        label={t('pagination_label')}
        itemKey={(testimonial) => testimonial.id}
      >
        {(testimonial) => <TestimonialCard testimonial={testimonial} />}
      </PagedList>
      <AvatarFallbackTemplate />
    </PageScaffold>
  );
}
