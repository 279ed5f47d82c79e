interface FoundItemsProps {
  items: string[];
  /** Said plainly when nothing was found. */
  empty: string;
  /** Chips for short words (skills, headings); lines for longer entries (education). */
  look: 'chips' | 'lines';
}

/** A list of what the engine found, or a plain sentence saying nothing was. */
export function FoundItems({ items, empty, look }: FoundItemsProps) {
  if (!items.length) return <p className="text-sm italic text-slate-600">{empty}</p>;
  return (
    <ul
      className={look === 'chips' ? 'flex flex-wrap gap-1.5' : 'space-y-1 text-sm text-slate-800'}
    >
      {items.map((item, i) => (
        <li
          key={`${i}-${item}`}
          className={
            look === 'chips'
              ? 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800'
              : 'break-words'
          }
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
