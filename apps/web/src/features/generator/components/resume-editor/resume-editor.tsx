import { Button } from '../../../../components/ui/button';
import { addSkill, setList, setSummary } from '../../hooks/resume-edits';
import { useGeneratorStore } from '../../hooks/generator-store';
import { useLiveAts } from '../../hooks/use-live-ats';
import { AtsPanel } from './ats-panel';
import { AuditNote } from './audit-note';
import { ContactEditor } from './contact-editor';
import { EditorHeading } from './editor-heading';
import { EducationEditor } from './education-editor';
import { LineField } from './line-field';
import { ListField } from './list-field';
import { RoleEditor } from './role-editor';
import { SectionsEditor } from './sections-editor';

const EXPERIENCE_HEADING_ID = 'generator-experience-heading';

/**
 * The whole generated resume, every line editable: contact, summary, competencies, every role
 * with every achievement (reorder, remove), education, other sections and skills. Beside it the
 * ATS score, taken again on the edited resume after each edit, and what the truth check did.
 */
export function ResumeEditor() {
  const resume = useGeneratorStore((s) => s.edited);
  const ats = useGeneratorStore((s) => s.ats);
  const findings = useGeneratorStore((s) => s.result?.audit?.findings);
  const notices = useGeneratorStore((s) => s.result?.audit?.notices);
  const revision = useGeneratorStore((s) => s.revision);
  const edit = useGeneratorStore((s) => s.edit);
  const resetEdits = useGeneratorStore((s) => s.resetEdits);
  const { updating, failed } = useLiveAts();
  if (!resume || !ats) return null;
  const roles = resume.experience;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <article
        aria-label="Generated resume preview"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-xl font-bold text-slate-900">
            {resume.personal_info.name.trim() || 'Your name'}
          </h3>
          <Button variant="secondary" size="sm" onClick={resetEdits} disabled={revision === 0}>
            Undo all edits
          </Button>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Every line below is yours to edit. The score and every download follow your edits.
        </p>
        <div className="mt-4">
          <ContactEditor info={resume.personal_info} />
        </div>
        <EditorHeading>Summary</EditorHeading>
        <LineField
          label="Summary"
          hideLabel
          multiline
          value={resume.professional_summary}
          onChange={(text) => edit(setSummary(text))}
        />
        <EditorHeading>Core competencies</EditorHeading>
        <ListField
          label="Core competencies (separated by commas)"
          items={resume.core_competencies}
          separator=","
          onChange={(items) => edit(setList('core_competencies', items))}
        />
        <h4
          id={EXPERIENCE_HEADING_ID}
          tabIndex={-1}
          className="mt-6 mb-2 text-xs font-bold uppercase tracking-wide text-slate-500"
        >
          Experience
        </h4>
        {roles.length ? (
          <ul aria-labelledby={EXPERIENCE_HEADING_ID} className="space-y-3">
            {roles.map((role, i) => (
              <RoleEditor
                key={role.id}
                role={role}
                index={i}
                count={roles.length}
                neighbourIds={[roles[i + 1]?.id, roles[i - 1]?.id].filter(
                  (id): id is string => !!id,
                )}
                fallbackFocusId={EXPERIENCE_HEADING_ID}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">
            No roles left. Undo all edits to bring them back.
          </p>
        )}
        <EditorHeading>Education</EditorHeading>
        <EducationEditor entries={resume.education_entries} lines={resume.education} />
        <SectionsEditor sections={resume.sections ?? []} />
        <EditorHeading>Skills</EditorHeading>
        <ListField
          label="Skills (separated by commas)"
          items={resume.skills}
          separator=","
          onChange={(items) => edit(setList('skills', items))}
        />
      </article>
      <div className="space-y-4">
        <AtsPanel
          ats={ats}
          skills={resume.skills}
          edited={revision > 0}
          updating={updating}
          failed={failed}
          onHaveSkill={(keyword) => edit(addSkill(keyword))}
        />
        <AuditNote findings={findings} notices={notices} />
      </div>
    </div>
  );
}
