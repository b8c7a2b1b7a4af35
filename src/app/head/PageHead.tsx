import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyHeadTags } from '../../lib/head';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import type { RouteKey } from '../../lib/routes';
import { pageHeadTags } from './pageHeadTags';

interface PageHeadProps {
  routeKey: RouteKey;
  path: string;
}

/**
 * Keeps exactly one of each head tag in step with the current page and language.
 * Not React 19's own <title>/<meta> hoisting: that would add a second set beside
 * the tags the build wrote into the document (tooling/build), not replace them.
 */
export function PageHead({ routeKey, path }: PageHeadProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();

  useEffect(() => {
    const { title, headTags } = pageHeadTags(t, routeKey, path, language);
    applyHeadTags(document, title, headTags);
  }, [t, routeKey, path, language]);

  return null;
}
