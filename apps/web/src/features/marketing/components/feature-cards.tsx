const FEATURES = [
  {
    title: 'AI-Powered Analysis',
    text: 'Our engine reads your resume the way applicant tracking systems and recruiters do: sections, roles, dates, bullets and skills.',
    icon: 'M9.75 3.104v5.714a2.25 2.25 0 0 1-.659 1.591L5 14.5M9.75 3.104c-.251.023-.501.05-.75.082m.75-.082a24.3 24.3 0 0 1 4.5 0m0 0v5.714a2.25 2.25 0 0 0 .659 1.591L19 14.5M14.25 3.104c.251.023.501.05.75.082M19 14.5l-1.47 4.41a2.25 2.25 0 0 1-2.133 1.54H8.603a2.25 2.25 0 0 1-2.134-1.54L5 14.5m14 0H5',
  },
  {
    title: 'Detailed Scoring',
    text: 'Scores for impact, brevity, style and skills, each with actionable recommendations that quote the lines to fix.',
    icon: 'M3 13.125C3 12.504 3.504 12 4.125 12h2.25c.621 0 1.125.504 1.125 1.125v6.75C7.5 20.496 6.996 21 6.375 21h-2.25A1.125 1.125 0 0 1 3 19.875v-6.75ZM9.75 8.625c0-.621.504-1.125 1.125-1.125h2.25c.621 0 1.125.504 1.125 1.125v11.25c0 .621-.504 1.125-1.125 1.125h-2.25a1.125 1.125 0 0 1-1.125-1.125V8.625ZM16.5 4.125c0-.621.504-1.125 1.125-1.125h2.25C20.496 3 21 3.504 21 4.125v15.75c0 .621-.504 1.125-1.125 1.125h-2.25a1.125 1.125 0 0 1-1.125-1.125V4.125Z',
  },
  {
    title: 'Instant Results',
    text: 'Your full report arrives in seconds, so you can fix, re-upload and see the difference right away.',
    icon: 'm3.75 13.5 10.5-11.25L12 10.5h8.25L9.75 21.75 12 13.5H3.75Z',
  },
] as const;

/** The three feature cards of the marketing section. */
export function FeatureCards() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map((feature) => (
        <li
          key={feature.title}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="grid h-11 w-11 place-items-center rounded-xl bg-indigo-50 text-indigo-600"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={feature.icon} />
            </svg>
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
