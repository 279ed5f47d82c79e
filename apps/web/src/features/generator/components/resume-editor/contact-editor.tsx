import type { EditableResume } from '../../hooks/editable-resume';
import { setPersonal } from '../../hooks/resume-edits';
import { useGeneratorStore } from '../../hooks/generator-store';
import { LineField } from './line-field';

const FIELDS = [
  ['name', 'Full name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['location', 'Location'],
] as const;

/** The name and contact line. */
export function ContactEditor({ info }: { info: EditableResume['personal_info'] }) {
  const edit = useGeneratorStore((s) => s.edit);
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {FIELDS.map(([field, label]) => (
        <LineField
          key={field}
          label={label}
          value={info[field]}
          onChange={(value) => edit(setPersonal(field, value))}
        />
      ))}
    </div>
  );
}
