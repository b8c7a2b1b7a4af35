import type { TFunction } from 'i18next';
import { readLegalDocument } from '../../lib/legalStructure';
import type { PolicyLaw } from '../../lib/policyLaw';
import { useCurrentLanguage } from '../useCurrentLanguage';
import { LegalContents } from './LegalContents';
import { LegalSection } from './LegalSection';
import { PageScaffold } from '../PageScaffold';
import { useLegalText, type LegalIdentity, type PolicyTexts } from './useLegalText';

export type { LegalIdentity, PolicyTexts };

interface LegalDocumentProps {
  /** The document's key in the legal namespace ('privacy', 'cookie'). */
  documentKey: string;
  t: TFunction<'legal'>;
  identity: LegalIdentity;
  /** legal.json's texts the policies quote, in the page's language (`legalTexts(language)`). */
  texts: PolicyTexts;
  /**
   * Targets of the link tags used in the texts, by tag name: a path starting with
   * '/' is a route of this site, anything else opens in a new tab. <mail> always
   * points at the identity's email, <authority> at the law's authority.
   */
  links?: Readonly<Record<string, string>>;
  /** The law the texts cite for the owner (src/lib/policyLaw.ts). */
  law: PolicyLaw;
  /** What holds for the site (src/lib/legalConditions.ts): a part about what it lacks is not shown. */
  conditions: readonly string[];
  /** The site's language codes, which the policies name. */
  languages: readonly string[];
  /** The month the owner last updated the policies, '2026-03': the last-updated line's <time>. */
  updated: string;
}

const NO_LINKS = {};

/**
 * A legal text (privacy policy, cookie policy) rendered from the legal namespace:
 * the page title, a table of contents, one headed section per entry, and the
 * last-updated line. The structure comes from src/lib/legalStructure.ts; a part
 * it rejects is not shown, and `npm run check:content` names it.
 */
export function LegalDocument({
  documentKey,
  t,
  identity,
  texts,
  links = NO_LINKS,
  law,
  conditions,
  languages,
  updated,
}: LegalDocumentProps) {
  const language = useCurrentLanguage();
  const { sections } = readLegalDocument(
    t(documentKey, { returnObjects: true }),
    documentKey,
    conditions,
  );
  const text = useLegalText({
    t,
    identity,
    texts,
    links,
    updatedDateTime: updated,
    languages,
    law,
    language,
  });
  const sectionKey = (id: string) => `${documentKey}.sections.${id}`;
  const headedSections = sections.map(({ id, blocks }) => ({
    id,
    blocks,
    headingId: `${documentKey}-${id}`,
    heading: t(`${sectionKey(id)}.heading`),
  }));

  return (
    <PageScaffold as="article" title={t(`${documentKey}.title`)} className="break-words">
      <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,48rem)] lg:items-start lg:gap-12">
        <LegalContents
          label={t('toc_label')}
          labelId={`${documentKey}-contents`}
          entries={headedSections}
        />
        <div className="mt-10 lg:mt-0">
          {headedSections.map(({ id, blocks, headingId, heading }) => (
            <LegalSection
              key={id}
              headingId={headingId}
              heading={heading}
              blocks={blocks}
              renderText={(key) => text(`${sectionKey(id)}.${key}`)}
            />
          ))}
          <footer className="mt-12 border-t border-line pt-6 font-voice text-sm text-muted">
            <p>{text(`${documentKey}.updated`)}</p>
          </footer>
        </div>
      </div>
    </PageScaffold>
  );
}
