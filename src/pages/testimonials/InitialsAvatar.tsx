import { FALLBACK_TEXT } from '../../behaviours/contract';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { initialsOf } from '../../lib/initials';

/** The avatar's side in CSS pixels: its viewBox, so its text scales with it. */
const SIZE_PX = 56;

interface InitialsAvatarProps {
  /** Whose initials it draws; none for a picture's stand-in, which takes the picture's. */
  name?: string;
  /** Text alternative, e.g. 'Avatar of Ada Lovelace'; a stand-in takes the picture's. */
  alt?: string;
}

/**
 * A person's initials in a circle, drawn with the page: an SVG in the document,
 * made at build with the rest of the page, in the look's tinted surface and the
 * text colour it keeps at AA in both themes (accentSoft, onAccentSoft:
 * tooling/look/tokens.ts), and the headings' typeface. It asks no host for anything.
 */
export function InitialsAvatar({ name, alt }: InitialsAvatarProps) {
  const language = useCurrentLanguage();
  const middle = SIZE_PX / 2;
  return (
    <svg
      role="img"
      aria-label={alt}
      viewBox={`0 0 ${SIZE_PX} ${SIZE_PX}`}
      width={SIZE_PX}
      height={SIZE_PX}
      data-fallback={name === undefined ? 'initials' : undefined}
      className="size-14 shrink-0 select-none"
    >
      <circle cx={middle} cy={middle} r={middle} className="fill-accent-soft" />
      <text
        x={middle}
        y={middle}
        textAnchor="middle"
        dominantBaseline="central"
        className="fill-on-accent-soft font-heading text-lg font-semibold"
      >
        {name === undefined ? FALLBACK_TEXT : initialsOf(name, language)}
      </text>
    </svg>
  );
}
