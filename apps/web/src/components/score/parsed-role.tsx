import { useId, useState } from 'react';
import type { ParsedExperience } from '@resumerank/contract/scoring';
import { roleDates } from './role-dates';

interface ParsedRoleProps {
  role: ParsedExperience;
  /** h5 when roles stand alone, h6 under a kind's heading: heading levels never skip. */
  headingLevel: 5 | 6;
}

/** One role as an ATS read it: title, company, location, dates and its achievements on demand. */
export function ParsedRole({ role, headingLevel }: ParsedRoleProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const Heading = headingLevel === 5 ? 'h5' : 'h6';
  const dates = roleDates(role);
  const count = role.bullets.length;
  const label = `${count} ${count === 1 ? 'achievement' : 'achievements'}`;
  const where = [role.title && `as ${role.title}`, role.company && `at ${role.company}`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <Heading
        className={`text-base font-semibold ${role.title ? 'text-slate-900' : 'italic text-slate-600'}`}
      >
        {role.title || 'No job title found'}
      </Heading>
      <p className="text-sm text-slate-800">
        {role.company || <span className="italic text-slate-600">No company found</span>}
        {role.location ? <span className="text-slate-600"> · {role.location}</span> : null}
      </p>
      <p className={`text-sm ${dates ? 'text-slate-600' : 'italic text-slate-600'}`}>
        {dates ?? 'No dates found'}
        {/* Where the header stands, so the line can be found and fixed in the file. */}
        {role.source ? (
          <span>
            {' '}
            · page {role.source.page}, line {role.source.line}
          </span>
        ) : null}
      </p>
      {count ? (
        <>
          <button
            type="button"
            // Out of context (a screen reader's list of buttons) the count alone says little;
            // the name starts with the visible words, so speech input still finds it.
            aria-label={where ? `${label} ${where}` : label}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
            className="mt-2 inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`h-4 w-4 transition-transform ${open ? 'rotate-90' : ''}`}
              fill="currentColor"
            >
              <path d="M7.2 4.2a1 1 0 0 1 1.4 0l5.1 5.1a1 1 0 0 1 0 1.4l-5.1 5.1a1 1 0 1 1-1.4-1.4L11.6 10 7.2 5.6a1 1 0 0 1 0-1.4Z" />
            </svg>
            {label}
          </button>
          {/* Kept in the page while closed, so aria-controls always names an element. */}
          <ul
            id={listId}
            hidden={!open}
            className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800"
          >
            {role.bullets.map((bullet, i) => (
              // The same line can appear twice in one role; its place tells the two apart.
              <li key={`${i}-${bullet}`}>{bullet}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm italic text-slate-600">No achievements found</p>
      )}
    </div>
  );
}
