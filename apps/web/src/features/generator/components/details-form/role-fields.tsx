import { TextField } from '../../../../components/ui/text-field';
import { Button } from '../../../../components/ui/button';
import type { RoleDraft } from '../../hooks/facts-draft';
import { errorAt, type FactsErrors } from '../../hooks/validate-facts';
import { FactsTextArea } from './facts-text-area';

export interface RoleFieldsProps {
  role: RoleDraft;
  index: number;
  canRemove: boolean;
  errors: FactsErrors;
  onChange: (patch: Partial<RoleDraft>) => void;
  onRemove: () => void;
}

/** One role of the details form: title, company, dates and achievements one per line. */
export function RoleFields({
  role,
  index,
  canRemove,
  errors,
  onChange,
  onRemove,
}: RoleFieldsProps) {
  const n = index + 1;
  const error = (field: string) => errorAt(errors, `roles.${index}.${field}`);
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Role {n}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`Job title (role ${n})`}
          value={role.title}
          error={error('title')}
          onChange={(e) => onChange({ title: e.target.value })}
        />
        <TextField
          label={`Company (role ${n})`}
          value={role.company}
          error={error('company')}
          onChange={(e) => onChange({ company: e.target.value })}
        />
        <TextField
          label={`Started (role ${n})`}
          placeholder="Jan 2020"
          value={role.start}
          error={error('start')}
          onChange={(e) => onChange({ start: e.target.value })}
        />
        <TextField
          label={`Left (role ${n}; empty if you still work there)`}
          placeholder="Present"
          value={role.end}
          error={error('end')}
          onChange={(e) => onChange({ end: e.target.value })}
        />
      </div>
      <FactsTextArea
        label={`Achievements (role ${n})`}
        hint="One per line, in your own words, with the numbers you know."
        rows={4}
        value={role.achievements}
        error={error('achievements')}
        onChange={(achievements) => onChange({ achievements })}
      />
      {canRemove ? (
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove role {n}
        </Button>
      ) : null}
    </fieldset>
  );
}
