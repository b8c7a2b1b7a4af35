import { legalNotice } from '../../content/legal';
import { site } from '../../content/site';
import { LegalNotice } from './LegalNotice';

/** The legal notice page: present only where the site model has the section (src/lib/routes.ts). */
export default function LegalNoticePage() {
  return <LegalNotice owner={site} facts={legalNotice ?? { rule: null }} />;
}
