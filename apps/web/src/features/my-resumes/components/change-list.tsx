/** One side of a comparison: a titled list of checks or lines, or "None". */
export function ChangeList({
  title,
  items,
  mark,
  tone,
}: {
  title: string;
  items: string[];
  mark: string;
  tone: 'good' | 'bad';
}) {
  const markClass =
    tone === 'good' ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-800';
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-3">
      <h4 className="text-sm font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-500">({items.length})</span>
      </h4>
      {items.length ? (
        <ul className="mt-2 space-y-1">
          {items.map((item, i) => (
            <li key={`${i}-${item}`} className="flex items-start gap-2 text-sm text-slate-700">
              <span
                aria-hidden="true"
                className={`mt-0.5 grid h-4 w-4 shrink-0 place-items-center rounded-full text-[10px] font-bold ${markClass}`}
              >
                {mark}
              </span>
              <span className="min-w-0 break-words">{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500">None</p>
      )}
    </section>
  );
}
