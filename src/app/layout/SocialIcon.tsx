import { siFacebook, siGithub, siInstagram, siUdemy } from 'simple-icons';
import type { SocialKey } from '../../content/identity';

/** simple-icons has no LinkedIn mark, so that one is drawn here: a rounded square with "in". */
const LINKEDIN_PATH =
  'M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm2.5 7.5V18h2.8V9.5Zm1.4-4.2a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2ZM11 9.5V18h2.8v-4.6c0-1.3.7-1.9 1.6-1.9.9 0 1.4.6 1.4 1.9V18h2.8v-5.3c0-2.3-1.3-3.4-3.1-3.4-1.2 0-2.1.6-2.6 1.3V9.5Z';

const PATHS: Record<SocialKey, string> = {
  linkedin: LINKEDIN_PATH,
  instagram: siInstagram.path,
  facebook: siFacebook.path,
  github: siGithub.path,
  udemy: siUdemy.path,
};

export function SocialIcon({ network }: { network: SocialKey }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6 fill-current">
      <path d={PATHS[network]} />
    </svg>
  );
}
