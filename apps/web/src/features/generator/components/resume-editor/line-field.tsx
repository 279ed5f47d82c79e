import { useId } from 'react';
import { printable } from '../../hooks/editable-resume';

export interface LineFieldProps {
  /** The accessible name; shown above the field unless `hideLabel`. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** A box that grows with its text (summaries, achievements), else a one-line input. */
  multiline?: boolean;
  /** For fields whose place already says what they are (an achievement under its role). */
  hideLabel?: boolean;
  className?: string;
  id?: string;
}

const FIELD =
  'block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-sm focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600';

/**
 * One editable line of the resume with its label. What is typed or pasted is kept printable
 * (control characters dropped), since the server refuses to render them.
 */
export function LineField({
  label,
  value,
  onChange,
  multiline = false,
  hideLabel = false,
  className = '',
  id,
}: LineFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const change = (e: { target: { value: string } }) => onChange(printable(e.target.value));
  return (
    <div className={className}>
      <label
        htmlFor={fieldId}
        className={hideLabel ? 'sr-only' : 'block text-xs font-medium text-slate-600'}
      >
        {label}
      </label>
      {multiline ? (
        <textarea
          id={fieldId}
          value={value}
          onChange={change}
          rows={2}
          className={`${FIELD} field-sizing-content min-h-[2.5rem] resize-y ${hideLabel ? '' : 'mt-1'}`}
        />
      ) : (
        <input
          id={fieldId}
          type="text"
          value={value}
          onChange={change}
          className={`${FIELD} ${hideLabel ? '' : 'mt-1'}`}
        />
      )}
    </div>
  );
}
