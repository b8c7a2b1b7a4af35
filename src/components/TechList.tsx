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
          className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
