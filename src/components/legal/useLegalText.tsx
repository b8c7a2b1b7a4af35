import type { TFunction } from 'i18next';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import {
  legalTextValues,
  legalValueLanguages,
  type LegalIdentity,
  type PolicyTexts,
} from '../../lib/legalTextValues';
import type { PolicyLaw } from '../../lib/policyLaw';
import { InlineLink } from '../InlineLink';
import { slot } from '../inlineText';
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

/** The tag a value in another language than the page's comes in ('hostingBasedInLanguage'). */
const inLanguageTag = (placeholder: string) => `${placeholder}Language`;

/**
 * `t` with each of these placeholders in its tag ('<hostingBasedInLanguage>{{hostingBasedIn}}
 * </hostingBasedInLanguage>'), for Trans to fill; `t` itself where there are none.
 */
function withLanguageTags(
  t: TFunction<'legal'>,
  placeholders: readonly string[],
): TFunction<'legal'> {
  if (placeholders.length === 0) return t;
  const tagged = (key: string, options?: Readonly<Record<string, unknown>>) => {
    const slots = Object.fromEntries(placeholders.map((name, index) => [name, slot(index)]));
    const sentence: string = t(key, { ...options, ...slots });
    return placeholders.reduce(
      (text, name, index) =>
        text.replaceAll(
          slot(index),
          `<${inLanguageTag(name)}>{{${name}}}</${inLanguageTag(name)}>`,
        ),
      sentence,
    );
  };
  return tagged as unknown as TFunction<'legal'>;
}

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
  // An owner's text not yet translated comes in a tag of its own, which draws it in a <span lang>:
  // Trans parses the sentence's tags, then fills each placeholder, a tag's included.
  const otherLanguages = useMemo(() => legalValueLanguages(texts), [texts]);
  const tagged = useMemo(
    () => withLanguageTags(t, Object.keys(otherLanguages)),
    [t, otherLanguages],
  );

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
    for (const [name, language] of Object.entries(otherLanguages)) {
      map[inLanguageTag(name)] = <span lang={language} />;
    }
    return map;
  }, [authorityUrl, email, links, newTabLabel, updatedDateTime, otherLanguages]);

  return (key) => (
    <Trans t={tagged} ns="legal" i18nKey={key} values={values} components={components} />
  );
}
