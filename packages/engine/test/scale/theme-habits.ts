import type { ScaleTheme } from './scale-themes';
import type { ThemeHabits } from './scale-labels';

/** A resume with one open role and nothing else that could say 'present'. */
const PROBE = {
  basics: { name: 'Probe Person', email: 'probe@example.com', label: 'Engineer' },
  work: [
    {
      name: 'Probe Company',
      position: 'Probe Title',
      startDate: '2019-01-01',
      highlights: ['Shipped a probe'],
    },
  ],
};

/**
 * What a theme does with an open end, learned by rendering a probe: some write 'Present' or
 * 'Current', some leave the end blank, and a label must not ask for a word the page lacks.
 */
export async function themeHabits(theme: ScaleTheme): Promise<ThemeHabits> {
  const html = await theme.render(structuredClone(PROBE));
  const text = html.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>|<[^>]+>/gi, ' ');
  return { namesOpenEnd: /\b(present|current|now|today|ongoing)\b/i.test(text) };
}
