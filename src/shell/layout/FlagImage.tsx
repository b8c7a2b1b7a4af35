import { FALLBACK_TEXT } from '../../behaviours/contract';
import { FallbackImage } from '../../components/FallbackImage';
import { FallbackTemplate } from '../../components/FallbackTemplate';
import { flags } from '../../content/flags';
import { FLAG_ORIGIN } from '../../lib/imageHosts';
import { SITE_MODEL } from '../../content/siteModel';
import type { Language } from '../../lib/language';
import { languageInfo } from '../../lib/siteModel';

/**
 * Where a language's flag comes from: the flag service, where the owner chose it;
 * else the file the build emitted (tooling/build/flags.ts); null without one.
 */
export function flagUrl(language: Language): string | null {
  const country = languageInfo(SITE_MODEL, language).flagCountry;
  if (SITE_MODEL.imageServices.flags) return `${FLAG_ORIGIN}/w40/${country}.png`;
  return flags[country] ?? null;
}

/** The template of a flag's stand-in (FlagFallbackTemplate). */
const FLAG_FALLBACK = 'flag-fallback';

/** The language's code in the flag's box: where there is no flag, or it cannot be loaded. */
function FlagStandIn({ code }: { code: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="flag-fallback"
      className="inline-flex h-[15px] w-5 items-center justify-center rounded-sm bg-accent-soft text-[9px] font-bold uppercase leading-none text-on-accent-soft"
    >
      {code}
    </span>
  );
}

/** What a flag that cannot be loaded gives way to, once a page (src/components/FallbackTemplate.tsx). */
export function FlagFallbackTemplate() {
  return (
    <FallbackTemplate id={FLAG_FALLBACK}>
      <FlagStandIn code={FALLBACK_TEXT} />
    </FallbackTemplate>
  );
}

interface FlagImageProps {
  language: Language;
}

/**
 * A language's flag, beside the language's name or code, so it is decoration
 * (no text alternative). The box has a fixed size, so when the image fails (or
 * there is none) the language code takes its place without moving anything.
 */
export function FlagImage({ language }: FlagImageProps) {
  const src = flagUrl(language);
  if (src === null) return <FlagStandIn code={language} />;
  // Shaped like the testimonials' Avatar on purpose: both only configure FallbackImage.
  return (
    <FallbackImage
      src={src}
      alt=""
      width={20}
      height={15}
      // Decoration beside the language name: the page's own content goes first.
      fetchPriority="low"
      decoding="async"
      className="h-[15px] w-5 rounded-sm object-cover"
      fallback={{ template: FLAG_FALLBACK, text: language }}
    />
  );
}
