import type { ExtraSection } from '@resumerank/contract/generator';
import { updateSection } from '../../hooks/resume-edits';
import { useGeneratorStore } from '../../hooks/generator-store';
import { LineField } from './line-field';
import { ListField } from './list-field';
import { EditorHeading } from './editor-heading';

/** Every other section of the resume (certifications, projects...): its heading and lines. */
export function SectionsEditor({ sections }: { sections: ExtraSection[] }) {
  const edit = useGeneratorStore((s) => s.edit);
  if (!sections.length) return null;
  return (
    <>
      <EditorHeading>Other sections</EditorHeading>
      <ul className="space-y-3">
        {sections.map((section, i) => {
          const name = section.heading.trim() || `section ${i + 1}`;
          return (
            <li key={i} className="space-y-2 rounded-xl border border-slate-200 p-4">
              <LineField
                label={`Heading of section ${i + 1}`}
                value={section.heading}
                onChange={(heading) => edit(updateSection(i, { heading }))}
              />
              <ListField
                label={`Lines of ${name} (one per line)`}
                items={section.lines}
                separator={'\n'}
                onChange={(lines) => edit(updateSection(i, { lines }))}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
