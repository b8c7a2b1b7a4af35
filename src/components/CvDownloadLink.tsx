import ArrowDownTrayIcon from '@heroicons/react/20/solid/ArrowDownTrayIcon';
import { useTranslation } from 'react-i18next';
import { fileSizeKb } from '../lib/cvFiles';
import { useCurrentLanguage } from './useCurrentLanguage';

interface CvDownloadLinkProps {
  /** The CV of the page's language: address, saved name and size (src/content/cvDownload.ts). */
  cv: { href: string; fileName: string; bytes: number };
  className?: string;
}

/**
 * "Download CV (PDF, 36 kB)": a plain link with `download`, so it works from
 * the first paint, with or without the app. The icon runs with the words, so
 * a label that needs two lines (German, in the profile card) reads as one
 * centred block, the size on its own line, not as a column beside an icon.
 */
export function CvDownloadLink({ cv, className = '' }: CvDownloadLinkProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <a
      href={cv.href}
      download={cv.fileName}
      type="application/pdf"
      hrefLang={language}
      className={`inline-flex min-h-11 items-center text-center ${className}`}
    >
      <span>
        <ArrowDownTrayIcon aria-hidden="true" className="me-2 inline size-4 align-[-0.1875em]" />
        {t('cv.download')}{' '}
        <span className="font-normal whitespace-nowrap">
          ({t('cv.details', { size: fileSizeKb(cv.bytes) })})
        </span>
      </span>
    </a>
  );
}
