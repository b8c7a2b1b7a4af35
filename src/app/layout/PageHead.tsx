import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../content/site';
import { absoluteUrl, applyHeadTags, buildHeadTags, pageUrl } from '../../lib/head';
import type { HeadKey } from '../routes';

interface PageHeadProps {
  headKey: HeadKey;
  path: string;
}

/** Keeps exactly one of each head tag in step with the current page and language. */
export function PageHead({ headKey, path }: PageHeadProps) {
  const { t, i18n } = useTranslation();
  const title = t(`seo.${headKey}.title`, { name: site.ownerName });
  const description = t(`seo.${headKey}.description`, { name: site.ownerName });

  useEffect(() => {
    const tags = buildHeadTags({
      title,
      description,
      url: pageUrl(site.siteUrl, path),
      image: absoluteUrl(site.siteUrl, site.shareImagePath),
      noindex: headKey === 'notfound',
    });
    applyHeadTags(document, title, tags);
  }, [title, description, path, headKey, i18n.resolvedLanguage]);

  return null;
}
