import { useState } from 'react';
import { LineField } from './line-field';

export interface ListFieldProps {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** Commas for short items (skills), line breaks for lines (education, a section's lines). */
  separator: ',' | '\n';
  hint?: string;
}

const split = (text: string, separator: string) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A list edited as one box of text. The typed text is kept as typed (a trailing comma, a blank
 * line) as long as it means the same list; when the list changes from elsewhere ("I have this
 * skill" adds to Skills), the box shows the new list.
 */
export function ListField({ label, items, onChange, separator, hint }: ListFieldProps) {
  const joiner = separator === ',' ? ', ' : '\n';
  const [text, setText] = useState(() => items.join(joiner));
  const [shown, setShown] = useState(items);
  // Adjusting state while rendering (React's pattern for props that change from outside).
  if (shown !== items) {
    setShown(items);
    if (!same(split(text, separator), items)) setText(items.join(joiner));
  }
  return (
    <div>
      <LineField
        label={label}
        value={text}
        multiline
        onChange={(next) => {
          setText(next);
          const list = split(next, separator);
          if (!same(list, items)) onChange(list);
        }}
      />
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}
