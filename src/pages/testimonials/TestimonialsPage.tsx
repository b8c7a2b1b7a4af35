import { useTranslation } from 'react-i18next';
import { listItemProps, listRootProps } from '../../behaviours/contract';
import { PageScaffold } from '../../components/PageScaffold';
import { Pagination } from '../../components/Pagination';
import { testimonials } from '../../content/testimonials';
import { pageCount, shownItems } from '../../lib/pagination';
import { TestimonialCard } from './TestimonialCard';

const TESTIMONIALS_PER_PAGE = 3;
const FIRST_PAGE = shownItems(
  testimonials.map(() => true),
  1,
  TESTIMONIALS_PER_PAGE,
);

/** Every testimonial is in the page (and in what crawlers read); the pager shows three at a time. */
export default function TestimonialsPage() {
  const { t } = useTranslation('testimonials');
  return (
    <PageScaffold title={t('title')} intro={t('intro')}>
      <div {...listRootProps({ perPage: TESTIMONIALS_PER_PAGE, transition: 'slide' })}>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial, index) => (
            <li
              key={testimonial.id}
              {...listItemProps(FIRST_PAGE[index] ?? false)}
              className="scroll-mt-4"
            >
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <Pagination
          pageCount={pageCount(testimonials.length, TESTIMONIALS_PER_PAGE)}
          label={t('pagination_label')}
          className="mt-8"
        />
      </div>
    </PageScaffold>
  );
}
