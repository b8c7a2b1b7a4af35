import { AVATAR_ORIGIN } from '../../lib/imageHosts';
const AVATAR_SERVICE = `${AVATAR_ORIGIN}/9.x/initials/svg`;

/** The public avatar service's image for a person, seeded by the name (URL-encoded). */
export function avatarUrl(name: string): string {
  return `${AVATAR_SERVICE}?seed=${encodeURIComponent(name)}`;
}
