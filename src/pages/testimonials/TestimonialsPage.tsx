import { useTranslation } from 'react-i18next';
import { PageScaffold } from '../../components/PageScaffold';
import { PageTransition } from '../../components/PageTransition';
import { Pagination } from '../../components/Pagination';
import { usePagedItems } from '../../components/usePagedItems';
import { site } from '../../content/site';
import { testimonials } from '../../content/testimonials';
import { TestimonialCard } from './TestimonialCard';

const TESTIMONIALS_PER_PAGE = 3;
const NETWORK = site.social.find((link) => link.key === 'linkedin')?.label ?? 'LinkedIn';

export default function TestimonialsPage() {
  const { t } = useTranslation('testimonials');
  const { visible, pager, direction } = usePagedItems(testimonials, TESTIMONIALS_PER_PAGE);

  return (
    <PageScaffold title={t('title')} intro={t('intro')}>
      <PageTransition pageKey={pager.page} variant="slide" direction={direction} className="mt-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {visible.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} network={NETWORK} />
            </li>
          ))}
        </ul>
      </PageTransition>
      <Pagination {...pager} label={t('pagination_label')} className="mt-8" />
    </PageScaffold>
  );
}
