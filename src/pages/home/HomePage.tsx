import { useTranslation } from 'react-i18next';
import { CvDownloadLink } from '../../components/CvDownloadLink';
import { FadeIn } from '../../components/FadeIn';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { cvDownload } from '../../content/cvDownload';
import { PageHeading } from '../../components/PageHeading';
import { site } from '../../content/site';
import { ProfileCard } from './ProfileCard';

export default function HomePage() {
  const { t, i18n } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <FadeIn
      as="section"
      aria-labelledby="about-title"
      className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1fr_auto] md:items-start md:gap-12 md:py-20"
    >
      <div className="md:col-start-1 md:row-start-1">
        <PageHeading>
          <span id="about-title">{t('about_title')}</span>
        </PageHeading>
      </div>
      <ProfileCard
        name={site.ownerName}
        jobTitle={site.jobTitle}
        className="md:col-start-2 md:row-span-2 md:row-start-1"
      >
        <CvDownloadLink
          cv={cvDownload(language)}
          className="mt-5 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-200"
        />
      </ProfileCard>
      <div className="space-y-5 text-lg leading-relaxed text-slate-700 md:col-start-1 md:row-start-2 dark:text-slate-300">
        <p>{t('about_intro')}</p>
        {i18n.exists('about_experience') && <p>{t('about_experience')}</p>}
      </div>
    </FadeIn>
  );
}
