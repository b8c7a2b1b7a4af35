import { FallbackImage } from '../../components/FallbackImage';
import { FallbackTemplate } from '../../components/FallbackTemplate';
import { SITE_MODEL } from '../../content/siteModel';
import type { SizedPicture } from '../../content/types';
import { initialsOf } from '../../lib/initials';
import { TESTIMONIAL_PHOTO_WIDTHS } from '../../lib/siteFiles';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { avatarUrl } from './avatar';
import { InitialsAvatar } from './InitialsAvatar';

const SIZE_PX = Math.min(...TESTIMONIAL_PHOTO_WIDTHS);

/** The template of a picture's stand-in (AvatarFallbackTemplate). */
const INITIALS_FALLBACK = 'initials-fallback';

/** What a person's picture that cannot be loaded gives way to, once a page: their initials. */
export function AvatarFallbackTemplate() {
  return (
    <FallbackTemplate id={INITIALS_FALLBACK}>
      <InitialsAvatar />
    </FallbackTemplate>
  );
}

interface AvatarProps {
  name: string;
  /** Text alternative, e.g. 'Avatar of Ada Lovelace'. */
  alt: string;
  /** The person's picture the owner gave, made at the avatar's widths. */
  photo?: SizedPicture | undefined;
}

/**
 * A person's picture: the one the owner gave, else the avatar service's seeded
 * by the name where the owner chose that service, else the initials drawn with
 * the page. A picture that cannot be loaded gives way to the initials in a
 * circle of the same size, so nothing moves (the page draws them from
 * AvatarFallbackTemplate, which it holds once).
 */
export function Avatar({ name, alt, photo }: AvatarProps) {
  const language = useCurrentLanguage();
  const image = {
    alt,
    width: SIZE_PX,
    height: SIZE_PX,
    loading: 'lazy',
    // The name beside it says who it is: the quotes come first.
    fetchPriority: 'low',
    decoding: 'async',
    className: 'size-14 shrink-0 rounded-full bg-accent-soft object-cover',
    fallback: { template: INITIALS_FALLBACK, text: initialsOf(name, language) },
  } as const;
  if (photo) {
    return (
      <FallbackImage src={photo.src} srcSet={photo.srcSet} sizes={`${SIZE_PX}px`} {...image} />
    );
  }
  if (SITE_MODEL.imageServices.avatars) {
    return <FallbackImage src={avatarUrl(name)} referrerPolicy="no-referrer" {...image} />;
  }
  return <InitialsAvatar name={name} alt={alt} />;
}
