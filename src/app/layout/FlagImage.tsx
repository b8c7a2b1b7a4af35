import { FallbackImage } from '../../components/FallbackImage';
import { FLAG_ORIGIN } from '../../lib/csp';
import type { Language } from '../../lib/language';

/** Country whose flag stands for each language on the flag image service. */
const FLAG_COUNTRY: Record<Language, string> = { en: 'gb', it: 'it' };

export function flagUrl(language: Language): string {
  return `${FLAG_ORIGIN}/w40/${FLAG_COUNTRY[language]}.png`;
}

interface FlagImageProps {
  language: Language;
  alt: string;
}

/**
 * A language's flag from the external flag service. The box has a fixed size, so
 * when the image fails the language code takes its place without moving anything.
 */
export function FlagImage({ language, alt }: FlagImageProps) {
  // Shaped like the testimonials' Avatar on purpose: both only configure FallbackImage.
  return (
    <FallbackImage
      src={flagUrl(language)}
      alt={alt}
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
          className="inline-flex h-[15px] w-5 items-center justify-center rounded-sm bg-slate-200 text-[9px] font-bold uppercase leading-none text-slate-800 dark:bg-slate-700 dark:text-slate-100"
        >
          {language}
        </span>
      }
    />
  );
}
