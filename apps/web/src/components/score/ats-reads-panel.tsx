import { useId, type ReactNode } from 'react';
import type { ParsedResume } from '@resumerank/contract/scoring';
import { educationLine } from './education-line';
import { FoundItems } from './found-items';
import { ParsedContact } from './parsed-contact';
import { ParsedRoles } from './parsed-roles';
import { UnsureNotices } from './unsure-notices';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold text-slate-900">{title}</h4>
      {children}
    </div>
  );
}

/**
 * What the engine read from the file, as an ATS would: contact, roles, education, skills and
 * headings, with what it missed or could not read reliably said plainly, so a person sees why
 * the score is what it is and what to fix in the file.
 */
export function AtsReadsPanel({ parsed }: { parsed: ParsedResume }) {
  const headingId = useId();
  const education = parsed.education.map(educationLine).filter((e): e is string => e !== null);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        What an ATS reads
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Applicant tracking systems read your file, not how it looks. This is what was read from
        yours: if something is missing or wrong here, fix it in the file.
      </p>
      {parsed.unsure?.length ? (
        <div className="mt-4">
          <UnsureNotices parts={parsed.unsure} />
        </div>
      ) : null}
      {/* The resume's own order: contact, roles, then the shorter parts side by side. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <Part title="Name and contact">
          <ParsedContact parsed={parsed} />
        </Part>
        <Part title="Experience">
          <ParsedRoles roles={parsed.experience} />
        </Part>
      </div>
      <div className="mt-8 grid gap-8 md:grid-cols-3">
        <Part title="Education">
          <FoundItems items={education} empty="No education found" look="lines" />
        </Part>
        {/* Results scored before the engine listed skills lack the field: say nothing then,
            rather than claim none were found. */}
        {parsed.skills ? (
          <Part title="Skills">
            <FoundItems items={parsed.skills} empty="No skills found" look="chips" />
          </Part>
        ) : null}
        <Part title="Sections found">
          <FoundItems items={parsed.sections} empty="No section headings found" look="chips" />
        </Part>
      </div>
    </section>
  );
}
