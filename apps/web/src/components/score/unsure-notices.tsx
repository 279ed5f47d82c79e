import type { ParsedResume } from '@resumerank/contract/scoring';

type UnsurePart = NonNullable<ParsedResume['unsure']>[number];

/** One notice per part the engine could not read reliably: no check advises on those parts. */
export function UnsureNotices({ parts }: { parts: UnsurePart[] }) {
  if (!parts.length) return null;
  return (
    <ul className="space-y-2" aria-label="Parts not read reliably">
      {parts.map((part, i) => (
        <li
          key={`${i}-${part.section}`}
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <span
            aria-hidden="true"
            className="grid h-5 w-5 shrink-0 place-items-center rounded-full bg-amber-200 text-xs font-bold text-amber-900"
          >
            !
          </span>
          <p>
            This part could not be read reliably:{' '}
            {/* An empty section is the engine's way of naming the whole document. */}
            <strong className="font-semibold">{part.section || 'the whole document'}</strong>
            {part.reason ? ` (${part.reason})` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
