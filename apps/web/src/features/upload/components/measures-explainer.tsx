const MEASURES = [
  [
    'Impact',
    'Do your bullets show results? Numbers, strong action verbs and outcomes instead of duties.',
  ],
  [
    'Brevity',
    'Is it the right length? Words and pages for your experience, bullet length, filler words.',
  ],
  [
    'Style',
    'Does it read cleanly? No buzzwords or pronouns, active voice, consistent dates, complete contact details.',
  ],
  [
    'Skills analysis',
    'Which hard and soft skills a recruiter or ATS finds, and whether your experience backs them up.',
  ],
] as const;

/** The short explainer of the four measures the score is made of. */
export function MeasuresExplainer() {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {MEASURES.map(([term, text]) => (
        <div key={term} className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm font-semibold text-slate-900">{term}</dt>
          <dd className="mt-1 text-sm text-slate-600">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
