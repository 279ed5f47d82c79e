const RULES = [
  { label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'A number', test: (p: string) => /\d/.test(p) },
];

/** The live strength checklist (informational; only the length rule is enforced). */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Password strength" className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
      {RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.label} className={met ? 'text-emerald-700' : 'text-slate-500'}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
            <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
