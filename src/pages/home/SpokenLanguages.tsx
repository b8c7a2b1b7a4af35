import { useTranslation } from 'react-i18next';
import { sentenceWith } from '../../components/inlineText';
import type { ProfileTexts } from '../../content/ownerTexts';
import { languageOf, type Served } from '../../lib/fallbackLanguage';

interface SpokenLanguagesProps {
  /** profile.json's spokenLanguages, in the page's language (or, untranslated, marked in another). */
  languages: Served<NonNullable<ProfileTexts['spokenLanguages']>>;
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
        {languages.map((spoken) => {
          const { language, fluency } = spoken;
          const name = { text: language, ...languageOf(spoken, 'language') };
          return fluency ? (
            <li key={language}>
              {sentenceWith((values) => t('spoken_language_fluency', values), {
                language: name,
                fluency: { text: fluency, ...languageOf(spoken, 'fluency') },
              })}
            </li>
          ) : (
            <li key={language} lang={name.lang}>
              {language}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
