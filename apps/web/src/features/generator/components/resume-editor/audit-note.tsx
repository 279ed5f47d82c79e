import type { AuditFinding } from '@resumerank/contract/generator';

const SHOWN = 12;

/**
 * What the truth check found and did, in its own plain words: first its notices (lines kept as
 * the person wrote them, lines left out), then each line put back in the person's wording or
 * left out and why. Nothing at all when the server sent no audit.
 */
export function AuditNote({
  findings,
  notices = [],
}: {
  findings: AuditFinding[] | undefined;
  notices?: string[] | undefined;
}) {
  if (!findings) return null;
  return (
    <section
      aria-labelledby="generator-audit-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h4 id="generator-audit-heading" className="text-sm font-semibold text-slate-700">
        {findings.length || notices.length ? 'What we changed and why' : 'Checked for truth'}
      </h4>
      {notices.length ? (
        <ul aria-label="Notices" className="mt-2 space-y-1 text-sm font-medium text-amber-900">
          {notices.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}
      {findings.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-slate-700">
          {findings.slice(0, SHOWN).map((f, i) => (
            <li key={i}>{f.message}</li>
          ))}
          {findings.length > SHOWN ? <li>And {findings.length - SHOWN} more like these.</li> : null}
        </ul>
      ) : notices.length ? null : (
        <p className="mt-2 text-xs text-slate-700">
          We checked every line against your own resume and found nothing to change.
        </p>
      )}
    </section>
  );
}
