import { useTranslation } from 'react-i18next';

/** Shown while a page's chunk and strings load; reserves height so the footer does not jump. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-line border-t-accent-fill"
      />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
