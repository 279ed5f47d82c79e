import { useId } from 'react';

export interface FactsTextAreaProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  hint?: string;
  error?: string | undefined;
  rows?: number;
}

/** A labelled box of several lines in the details form, with its hint and its error. */
export function FactsTextArea({
  label,
  value,
  onChange,
  hint,
  error,
  rows = 3,
}: FactsTextAreaProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-indigo-600 ${error ? 'border-rose-500' : 'border-slate-300'}`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-rose-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
