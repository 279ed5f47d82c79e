import type { EducationEntry } from '@resumerank/contract/generator';
import { setList, updateEducation } from '../../hooks/resume-edits';
import { useGeneratorStore } from '../../hooks/generator-store';
import { LineField } from './line-field';
import { ListField } from './list-field';

const school = (entry: EducationEntry, index: number) =>
  entry.school.trim() || entry.degree.trim() || `school ${index + 1}`;

/**
 * Education: each structured entry's degree, school, place, dates and other lines, or, for a
 * resume read without entries, its education lines.
 */
export function EducationEditor({
  entries,
  lines,
}: {
  entries: EducationEntry[] | undefined;
  lines: string[];
}) {
  const edit = useGeneratorStore((s) => s.edit);
  if (!entries?.length)
    return (
      <ListField
        label="Education (one school per line)"
        items={lines}
        separator={'\n'}
        onChange={(next) => edit(setList('education', next))}
      />
    );
  return (
    <ul className="space-y-3">
      {entries.map((entry, i) => {
        const name = school(entry, i);
        return (
          <li key={i} className="grid gap-2 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
            <LineField
              label={`Degree at ${name}`}
              value={entry.degree}
              onChange={(degree) => edit(updateEducation(i, { degree }))}
            />
            <LineField
              label={`School ${i + 1}`}
              value={entry.school}
              onChange={(value) => edit(updateEducation(i, { school: value }))}
            />
            <LineField
              label={`Location of ${name}`}
              value={entry.location}
              onChange={(location) => edit(updateEducation(i, { location }))}
            />
            <LineField
              label={`Dates at ${name}`}
              value={entry.dates}
              onChange={(dates) => edit(updateEducation(i, { dates }))}
            />
            <ListField
              label={`Honours at ${name} (one per line)`}
              items={entry.honours}
              separator={'\n'}
              onChange={(honours) => edit(updateEducation(i, { honours }))}
            />
            <ListField
              label={`Other lines at ${name} (one per line)`}
              items={entry.details}
              separator={'\n'}
              onChange={(details) => edit(updateEducation(i, { details }))}
            />
          </li>
        );
      })}
    </ul>
  );
}
