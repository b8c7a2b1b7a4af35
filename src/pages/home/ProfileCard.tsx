import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { photo } from '../../content/photo';

interface ProfileCardProps {
  name: string;
  jobTitle: string;
  /** Below the job title: what a visitor can take away (the CV). */
  children?: ReactNode;
  className?: string;
}

/** Round photo, name and job title; the photo grows from 8rem to 12rem at md. */
export function ProfileCard({ name, jobTitle, children, className = '' }: ProfileCardProps) {
  const { t } = useTranslation();
  return (
    <figure
      className={`flex flex-col items-center rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      {photo && (
        <img
          src={photo.large}
          srcSet={`${photo.small} 192w, ${photo.large} 384w`}
          sizes="(min-width: 768px) 12rem, 8rem"
          width={384}
          height={384}
          alt={t('profile_photo_alt', { name })}
          fetchPriority="high"
          decoding="async"
          className="size-32 rounded-full object-cover ring-4 ring-white md:size-48 dark:ring-slate-800"
        />
      )}
      <figcaption className="mt-4">
        <span className="block text-xl font-semibold text-slate-900 dark:text-white">{name}</span>
        <span className="mt-1 block max-w-56 text-sm text-slate-600 dark:text-slate-400">
          {jobTitle}
        </span>
      </figcaption>
      {children}
    </figure>
  );
}
