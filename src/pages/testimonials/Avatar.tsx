import { FallbackImage } from '../../components/FallbackImage';
import { avatarUrl } from './avatar';
import { initialsOf } from '../../lib/initials';

const SIZE_PX = 56;

interface AvatarProps {
  name: string;
  /** Text alternative, e.g. 'Avatar of Ada Lovelace'. */
  alt: string;
}

/**
 * The generated avatar of a person, seeded by the name. If the service cannot be
 * reached the initials take its place in a circle of the same size, so nothing moves.
 */
export function Avatar({ name, alt }: AvatarProps) {
  return (
    <FallbackImage
      src={avatarUrl(name)}
      alt={alt}
      width={SIZE_PX}
      height={SIZE_PX}
      loading="lazy"
      // The name beside it says who it is: the quotes come first.
      fetchPriority="low"
      decoding="async"
      referrerPolicy="no-referrer"
      className="size-14 shrink-0 rounded-full bg-accent-soft"
      fallback={
        <span
          role="img"
          aria-label={alt}
          data-fallback="initials"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent-soft font-heading text-lg font-semibold text-on-accent-soft select-none"
        >
          {initialsOf(name)}
        </span>
      }
    />
  );
}
