import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../components/classNames';
import { CvDownloadLink } from '../../components/CvDownloadLink';
import { FadeIn } from '../../components/FadeIn';
import { PageHeading } from '../../components/PageHeading';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { cvDownload } from '../../content/cvDownload';
import { profileTexts } from '../../content/profile';
import { languageOf } from '../../lib/fallbackLanguage';
import { ExploreLinks } from './ExploreLinks';
import { ProfileCard } from './ProfileCard';
import { SpokenLanguages } from './SpokenLanguages';

/**
 * The home page: who the owner is in the first screen (the profile card, with
 * the CV), the about texts beside it with the languages they speak, then the
 * way onward to their sections.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { about, spokenLanguages = [] } = profileTexts(language);
  return (
    <FadeIn
      as="section"
      aria-labelledby="about-title"
      className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-16"
    >
      {/* The card spans both rows: the second takes what its height leaves, so a short about
          text sits right under the heading (an auto row would share the card's height). */}
      <div className="grid gap-8 md:grid-cols-[1fr_minmax(17rem,21rem)] md:grid-rows-[auto_1fr] md:items-start md:gap-14">
        <div className="md:col-start-1 md:row-start-1">
          <PageHeading>
            <span id="about-title">{t('about_title')}</span>
          </PageHeading>
        </div>
        <ProfileCard className="md:col-start-2 md:row-span-2 md:row-start-1">
          <CvDownloadLink cv={cvDownload(language)} className={`mt-5 ${PRIMARY_BUTTON}`} />
        </ProfileCard>
        <div className="space-y-5 text-lg leading-relaxed text-ink md:col-start-1 md:row-start-2">
          <p {...languageOf(about, 'intro')}>{about.intro}</p>
          {about.experience && <p {...languageOf(about, 'experience')}>{about.experience}</p>}
          <SpokenLanguages languages={spokenLanguages} />
        </div>
      </div>
      <ExploreLinks />
    </FadeIn>
  );
}
