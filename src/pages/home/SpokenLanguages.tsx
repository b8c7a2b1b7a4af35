import { useTranslation } from 'react-i18next';
import type { ProfileTexts } from '../../content/ownerTexts';

interface SpokenLanguagesProps {
  /** profile.json's spokenLanguages, in the page's language. */
  languages: NonNullable<ProfileTexts['spokenLanguages']>;
}

/**
 * The languages the owner speaks, with how well, in the page's language: where a
 * recruiter reads about the owner. Nothing when the owner lists none.
 */
export function SpokenLanguages({ languages }: SpokenLanguagesProps) {
  const { t } = useTranslation();
  if (languages.length === 0) return null;
  return (
    <section aria-labelledby="spoken-languages-title">
      <h2
        id="spoken-languages-title"
        className="font-voice text-xs tracking-wide text-muted uppercase"
      >
        {t('spoken_languages')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-base text-ink">
        {languages.map(({ language, fluency }) => (
          <li key={language}>
            {fluency ? t('spoken_language_fluency', { language, fluency }) : language}
          </li>
        ))}
      </ul>
    </section>
  );
}
