import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { legalNotice, legalTexts, postalAddress } from '../../content/legal';
import { profile } from '../../content/profile';
import { LegalNotice } from './LegalNotice';

/** The legal notice page: present only where the site model has the section (src/lib/routes.ts). */
export default function LegalNoticePage() {
  const language = useCurrentLanguage();
  const texts = legalTexts(language);
  return (
    <LegalNotice
      owner={{ name: profile.name, email: profile.email, postalAddress }}
      facts={legalNotice ?? { rule: null }}
      texts={texts.legalNotice}
      hostCountry={texts.hosting.country}
    />
  );
}
