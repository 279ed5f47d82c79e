/** Colour band of a score: green when strong, amber in between, red when weak. */
export function scoreTone(score: number): {
  text: string;
  bar: string;
  stroke: string;
  label: string;
} {
  if (score >= 80)
    return { text: 'text-emerald-700', bar: 'bg-emerald-500', stroke: '#10b981', label: 'Strong' };
  if (score >= 60)
    return { text: 'text-amber-700', bar: 'bg-amber-500', stroke: '#f59e0b', label: 'Fair' };
  return { text: 'text-rose-700', bar: 'bg-rose-500', stroke: '#f43f5e', label: 'Needs work' };
}
