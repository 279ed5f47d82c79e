import { TextField } from '../../../../components/ui/text-field';
import { Button } from '../../../../components/ui/button';
import { emptyRole, type FactsDraft } from '../../hooks/facts-draft';
import { useGeneratorStore } from '../../hooks/generator-store';
import { errorAt, type FactsErrors } from '../../hooks/validate-facts';
import { FactsTextArea } from './facts-text-area';
import { RoleFields } from './role-fields';

const CONTACT = [
  ['name', 'Your full name', 'name'],
  ['email', 'Your email', 'email'],
  ['phone', 'Your phone (optional)', 'tel'],
  ['location', 'Your location (optional)', 'address-level2'],
] as const;

/**
 * "Your details": for a person without a resume file, the facts the generator may write from:
 * contact, one or more roles with their achievements, and optionally education and skills.
 * Nothing is invented beyond them.
 */
export function DetailsForm({ errors, autoFocus }: { errors: FactsErrors; autoFocus: boolean }) {
  const facts = useGeneratorStore((s) => s.facts);
  const setFacts = useGeneratorStore((s) => s.setFacts);
  const patch = (change: Partial<FactsDraft>) => setFacts((f) => ({ ...f, ...change }));

  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">Your details</legend>
      <p className="text-sm text-slate-600">We write your resume only from what you enter here.</p>
      {errors[''] ? (
        <p role="alert" className="text-sm text-rose-600">
          {errors['']}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {CONTACT.map(([field, label, autoComplete], i) => (
          <TextField
            key={field}
            label={label}
            autoComplete={autoComplete}
            autoFocus={autoFocus && i === 0}
            value={facts[field]}
            error={errorAt(errors, field)}
            onChange={(e) => patch({ [field]: e.target.value })}
          />
        ))}
      </div>
      {errors.roles ? (
        <p role="alert" className="text-sm text-rose-600">
          {errors.roles}
        </p>
      ) : null}
      {facts.roles.map((role, i) => (
        <RoleFields
          key={role.id}
          role={role}
          index={i}
          canRemove={facts.roles.length > 1}
          errors={errors}
          onChange={(change) =>
            patch({ roles: facts.roles.map((r) => (r.id === role.id ? { ...r, ...change } : r)) })
          }
          onRemove={() => patch({ roles: facts.roles.filter((r) => r.id !== role.id) })}
        />
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => patch({ roles: [...facts.roles, emptyRole()] })}
      >
        Add another role
      </Button>
      <FactsTextArea
        label="Education (optional)"
        hint="One school per line, e.g. B.A. Economics, Boston University, 2020"
        value={facts.education}
        error={errorAt(errors, 'education')}
        onChange={(education) => patch({ education })}
      />
      <FactsTextArea
        label="Skills (optional)"
        hint="Separated by commas"
        rows={2}
        value={facts.skills}
        error={errorAt(errors, 'skills')}
        onChange={(skills) => patch({ skills })}
      />
    </fieldset>
  );
}
