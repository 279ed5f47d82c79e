import type { ParsedResume } from '@resumerank/contract/scoring';

// A missing detail reads like the found ones, in a quieter colour still above 4.5:1 contrast.
const MISSING = 'text-slate-600 italic';

/** The name and contact details an ATS read, each saying plainly when it was not found. */
export function ParsedContact({ parsed }: { parsed: ParsedResume }) {
  const rows: Array<[string, string | null, string]> = [
    ['Name', parsed.name, 'No name found'],
    ['Email', parsed.email, 'No email found'],
    ['Phone', parsed.phone, 'No phone number found'],
    ['Location', parsed.location, 'No location found'],
  ];
  return (
    <dl className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-2 text-sm">
      {rows.map(([term, value, missing]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className={`min-w-0 break-words ${value ? 'text-slate-900' : MISSING}`}>
            {value || missing}
          </dd>
        </div>
      ))}
      <div className="contents">
        <dt className="font-medium text-slate-700">Links</dt>
        <dd className="min-w-0">
          {parsed.links.length ? (
            // Shown as text, not links: they come from the uploaded file, and a resume's
            // "link" could be any scheme.
            <ul className="space-y-0.5">
              {parsed.links.map((link) => (
                <li key={link} className="break-all text-slate-900">
                  {link}
                </li>
              ))}
            </ul>
          ) : (
            <span className={MISSING}>No links found</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
