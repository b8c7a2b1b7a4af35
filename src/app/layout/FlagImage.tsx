import { FallbackImage } from '../../components/FallbackImage';
import { FLAG_ORIGIN } from '../../lib/imageHosts';
import { SITE_MODEL } from '../../content/siteModel';
import type { Language } from '../../lib/language';
import { languageInfo } from '../../lib/siteModel';

export function flagUrl(language: Language): string {
  return `${FLAG_ORIGIN}/w40/${languageInfo(SITE_MODEL, language).flagCountry}.png`;
}

interface FlagImageProps {
  language: Language;
}

/**
 * A language's flag from the external flag service, beside the language's name
 * or code, so it is decoration (no text alternative). The box has a fixed size,
 * so when the image fails the language code takes its place without moving
 * anything.
 */
export function FlagImage({ language }: FlagImageProps) {
  // Shaped like the testimonials' Avatar on purpose: both only configure FallbackImage.
  return (
    <FallbackImage
      src={flagUrl(language)}
      alt=""
      width={20}
      height={15}
      // Decoration beside the language name: the page's own content goes first.
      fetchPriority="low"
      decoding="async"
      className="h-[15px] w-5 rounded-sm object-cover"
      fallback={
        <span
          aria-hidden="true"
          data-testid={`flag-fallback-${language}`}
          className="inline-flex h-[15px] w-5 items-center justify-center rounded-sm bg-accent-soft text-[9px] font-bold uppercase leading-none text-on-accent-soft"
        >
          {language}
        </span>
      }
    />
  );
}
