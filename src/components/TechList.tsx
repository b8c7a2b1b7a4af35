interface TechListProps {
  items: readonly string[];
  className?: string;
}

/**
 * Technology names and translated topics as a wrapped list of small chips. The
 * key includes the position: a topic may repeat a name the list also holds.
 */
export function TechList({ items, className = '' }: TechListProps) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {items.map((item, index) => (
        <li
          key={`${index}:${item}`}
          className="rounded-chip bg-accent-soft px-2.5 py-1 font-voice text-xs text-on-accent-soft"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
