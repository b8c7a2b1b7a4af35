/** A translated topic, with its language where it is not the page's (`languageOf`). */
export interface TopicChip {
  text: string;
  lang?: string | undefined;
}

interface TechListProps {
  /** Technology names (the same in every language) and topics. */
  items: readonly (string | TopicChip)[];
  className?: string;
}

/**
 * Technology names and translated topics as a wrapped list of small chips. The
 * key includes the position: a topic may repeat a name the list also holds.
 */
export function TechList({ items, className = '' }: TechListProps) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {items.map((item, index) => {
        const { text, lang } = typeof item === 'string' ? { text: item, lang: undefined } : item;
        return (
          <li
            key={`${index}:${text}`}
            lang={lang}
            className="rounded-chip bg-accent-soft px-2.5 py-1 font-voice text-xs text-on-accent-soft"
          >
            {text}
          </li>
        );
      })}
    </ul>
  );
}
