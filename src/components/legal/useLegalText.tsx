import type { TFunction } from 'i18next';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { legalTextValues, type LegalIdentity, type PolicyTexts } from '../../lib/legalTextValues';
import type { PolicyLaw } from '../../lib/policyLaw';
import { InlineLink } from '../InlineLink';
import { NewTabLink } from '../NewTabLink';

export type { LegalIdentity, PolicyTexts };

interface LegalTextOptions {
  t: TFunction<'legal'>;
  identity: LegalIdentity;
  /** legal.json's texts the policies quote, in the language read: the host's, the month in words. */
  texts: PolicyTexts;
  /**
   * Targets of the link tags used in the texts, by tag name: a link of this site
   * ('#/cookie-policy', '/it/cookie-policy/') opens in place, anything else in a
   * new tab. <mail> always points at the identity's email.
   */
  links: Readonly<Record<string, string>>;
  /** The machine-readable date the <date> tag carries, e.g. '2026-03'. */
  updatedDateTime: string;
  /** The site's language codes, as the policies name what the site stores. */
  languages: readonly string[];
  /** The law the policies cite for the owner; the <authority> tag links its authority. */
  law: PolicyLaw;
  /** The language the text is read in, which names a multilingual country's authority and picks a citation's forms. */
  language: string;
}

const LINK_COLOURS = 'font-medium text-accent';
const LINK_CLASS = `${LINK_COLOURS} underline underline-offset-2`;

/**
 * Returns a function that renders a key of the legal namespace: owner facts come
 * in by interpolation (never from the texts), and the texts' tags become links,
 * emphasis and the last-updated date.
 */
export function useLegalText({
  t,
  identity,
  texts,
  links,
  updatedDateTime,
  languages,
  law,
  language,
}: LegalTextOptions): (key: string) => ReactNode {
  const newTabLabel = t('new_tab');
  const { email } = identity;
  // What the texts interpolate (src/lib/legalTextValues.ts): the owner's facts and texts, the law, the regime's names.
  const values = legalTextValues({
    translate: (key, options) => t(key, options),
    identity,
    texts,
    languages,
    law,
    language,
  });
  const authorityUrl = law.authority.url;

  const components = useMemo(() => {
    const map: Record<string, ReactElement> = {
      mail: (
        <a href={`mailto:${email}`} className={LINK_CLASS}>
          {email}
        </a>
      ),
      strong: <strong className="font-semibold text-ink" />,
      date: <time dateTime={updatedDateTime} />,
    };
    for (const [tag, target] of Object.entries({ ...links, authority: authorityUrl })) {
      map[tag] = /^[/#]/.test(target) ? (
        <InlineLink href={target} />
      ) : (
        <NewTabLink href={target} newTabLabel={newTabLabel} className={LINK_COLOURS} />
      );
    }
    return map;
  }, [authorityUrl, email, links, newTabLabel, updatedDateTime]);

  return (key) => <Trans t={t} ns="legal" i18nKey={key} values={values} components={components} />;
}
