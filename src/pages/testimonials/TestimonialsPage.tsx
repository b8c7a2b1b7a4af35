import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';
import { PageTransition } from '../../components/PageTransition';
import { Pagination } from '../../components/Pagination';
import { site } from '../../content/site';
import { testimonials } from '../../content/testimonials';
import { clampPage, itemsForPage, pageCount } from '../../lib/pagination';
import { TestimonialCard } from './TestimonialCard';

const TESTIMONIALS_PER_PAGE = 3;
const TOTAL_PAGES = pageCount(testimonials.length, TESTIMONIALS_PER_PAGE);
const NETWORK = site.social.find((link) => link.key === 'linkedin')?.label ?? 'LinkedIn';

export default function TestimonialsPage() {
  const { t } = useTranslation('testimonials');
  const [{ page, direction }, setView] = useState<{ page: number; direction: 1 | -1 }>({
    page: 1,
    direction: 1,
  });
  const visible = itemsForPage(testimonials, page, TESTIMONIALS_PER_PAGE);

  const goTo = (next: number) =>
    setView({ page: clampPage(next, TOTAL_PAGES), direction: next < page ? -1 : 1 });

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeading>{t('title')}</PageHeading>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <PageTransition pageKey={page} variant="slide" direction={direction} className="mt-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {visible.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} network={NETWORK} />
            </li>
          ))}
        </ul>
      </PageTransition>
      <Pagination
        page={page}
        pageCount={TOTAL_PAGES}
        onPageChange={goTo}
        label={t('pagination_label')}
        className="mt-8"
      />
    </div>
  );
}
