import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../content/site';
import { absoluteUrl, applyHeadTags, buildHeadTags, pageUrl } from '../../lib/head';
import { NOT_FOUND_KEY, type RouteKey } from '../../lib/routes';

interface PageHeadProps {
  routeKey: RouteKey;
  path: string;
}

/** Keeps exactly one of each head tag in step with the current page and language. */
export function PageHead({ routeKey, path }: PageHeadProps) {
  const { t, i18n } = useTranslation();
  const title = t(`seo.${routeKey}.title`, { name: site.ownerName });
  const description = t(`seo.${routeKey}.description`, { name: site.ownerName });

  useEffect(() => {
    const tags = buildHeadTags({
      title,
      description,
      url: pageUrl(site.siteUrl, path),
      image: absoluteUrl(site.siteUrl, site.shareImagePath),
      noindex: routeKey === NOT_FOUND_KEY,
    });
    applyHeadTags(document, title, tags);
  }, [title, description, path, routeKey, i18n.resolvedLanguage]);

  return null;
}
