import { legalNotice, postalAddress } from '../../content/legal';
import { profile } from '../../content/profile';
import { LegalNotice } from './LegalNotice';

/** The legal notice page: present only where the site model has the section (src/lib/routes.ts). */
export default function LegalNoticePage() {
  return (
    <LegalNotice
      owner={{ name: profile.name, email: profile.email, postalAddress }}
      facts={legalNotice ?? { rule: null }}
    />
  );
}
