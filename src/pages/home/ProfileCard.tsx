import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD } from '../../components/classNames';
import { textBeginningWith } from '../../components/inlineText';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { photo } from '../../content/photo';
import { profile, profileTexts } from '../../content/profile';
import { languageOf } from '../../lib/fallbackLanguage';
import { initialsOf } from '../../lib/initials';

interface ProfileCardProps {
  /** Below the pitch: what a visitor can take away (the CV). */
  children?: ReactNode;
  className?: string;
}

/**
 * The photo's (or the monogram's) size: 8rem, 12rem at md (the spec's); the build makes the
 * photo at both, 1× and 2× (tooling/build/portrait.ts).
 */
const PORTRAIT_SIZE = 'size-32 md:size-48';

/**
 * Who the site is about, on the home page's first screen: round photo (or a
 * monogram of the initials when the owner has none), name, job title, where
 * they are ('Torino, Italia'), their one-line pitch where they give one, and
 * the CV: profile.json's, in the page's language.
 */
export function ProfileCard({ children, className = '' }: ProfileCardProps) {
  const { t } = useTranslation();
  const { name } = profile;
  const texts = profileTexts(useCurrentLanguage());
  const { jobTitle, location, pitch } = texts;
  return (
    <figure className={`flex flex-col items-center p-6 text-center ${CARD} ${className}`}>
      {photo ? (
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          sizes="(min-width: 768px) 12rem, 8rem"
          width={384}
          height={384}
          alt={t('profile_photo_alt', { name })}
          fetchPriority="high"
          decoding="async"
          className={`${PORTRAIT_SIZE} rounded-full bg-accent-soft object-cover ring-4 ring-accent-soft ring-offset-4 ring-offset-surface`}
        />
      ) : (
        // The name follows: the monogram only draws it.
        <span
          aria-hidden="true"
          className={`${PORTRAIT_SIZE} flex items-center justify-center rounded-full bg-accent-fill font-heading text-5xl font-semibold text-on-accent select-none md:text-7xl`}
        >
          {initialsOf(name)}
        </span>
      )}
      <figcaption className="mt-5">
        <span className="block font-voice text-xs tracking-wide text-muted uppercase">
          {textBeginningWith(location.full, {
            text: location.city,
            ...languageOf(location, 'city'),
          })}
        </span>
        <span className="mt-2 block font-heading text-2xl font-semibold text-ink">{name}</span>
        <span {...languageOf(texts, 'jobTitle')} className="mt-1 block text-sm text-accent">
          {jobTitle}
        </span>
        {pitch && (
          <span {...languageOf(texts, 'pitch')} className="mt-3 block max-w-72 text-base text-ink">
            {pitch}
          </span>
        )}
      </figcaption>
      {children}
    </figure>
  );
}
