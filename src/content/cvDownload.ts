import { CV_FILE_SIZES } from 'virtual:cv-files';
import { cvPdfPath } from '../lib/cvFiles';
import type { Language } from '../lib/language';
import { profile } from './profile';
import { published } from './published';

export interface CvDownload {
  href: string;
  /** The name the browser saves it under. */
  fileName: string;
  bytes: number;
}

/** The PDF CV of a language, as the build wrote it (tooling/cv). */
export function cvDownload(language: Language): CvDownload {
  const path = cvPdfPath(profile.name, language);
  return {
    href: `${published.basePath}${path}`,
    fileName: path.slice(path.lastIndexOf('/') + 1),
    bytes: CV_FILE_SIZES[path] ?? 0,
  };
}
