import { FallbackImage } from '../../components/FallbackImage';
import { avatarUrl } from './avatar';
import { initialsOf } from './initials';

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
      className="size-14 shrink-0 rounded-full bg-slate-200 dark:bg-slate-700"
      fallback={
        <span
          role="img"
          aria-label={alt}
          data-fallback="initials"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-slate-600 text-lg font-semibold text-white select-none dark:bg-slate-500 dark:text-slate-950"
        >
          {initialsOf(name)}
        </span>
      }
    />
  );
}
