import type { EditableRole } from '../../hooks/editable-resume';
import {
  moveAchievement,
  moveRole,
  removeAchievement,
  removeRole,
  updateAchievement,
  updateRole,
} from '../../hooks/resume-edits';
import { useGeneratorStore } from '../../hooks/generator-store';
import { AchievementRow } from './achievement-row';
import { ItemControls } from './item-controls';
import { LineField } from './line-field';
import { focusAfterMove, focusFirstOf } from './focus-after-move';
import { roleName } from './role-name';

export interface RoleEditorProps {
  role: EditableRole;
  index: number;
  count: number;
  /** Where the focus goes when this role is removed and no neighbour is left. */
  fallbackFocusId: string;
  /** The ids of the roles before and after it, for the focus after a removal. */
  neighbourIds: string[];
}

/** One role: title, company, location, dates and every achievement, each editable. */
export function RoleEditor({ role, index, count, fallbackFocusId, neighbourIds }: RoleEditorProps) {
  const edit = useGeneratorStore((s) => s.edit);
  const name = roleName(role, index);
  const headingId = `${role.id}-heading`;
  const lines = role.achievements;

  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-2">
        <h5 id={headingId} className="text-sm font-semibold text-slate-900">
          {[role.title, role.company].filter((s) => s.trim()).join(' | ') || `Role ${index + 1}`}
        </h5>
        <ItemControls
          baseId={role.id}
          name={name}
          isFirst={index === 0}
          isLast={index === count - 1}
          onMove={(direction) => {
            edit(moveRole(role.id, direction === 'up' ? -1 : 1));
            focusAfterMove(role.id, direction);
          }}
          onRemove={() => {
            edit(removeRole(role.id));
            focusFirstOf([...neighbourIds.map((id) => `${id}-remove`), fallbackFocusId]);
          }}
        />
      </div>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <LineField
          label={`Title of ${name}`}
          value={role.title}
          onChange={(title) => edit(updateRole(role.id, { title }))}
        />
        <LineField
          label={`Company of ${name}`}
          value={role.company}
          onChange={(company) => edit(updateRole(role.id, { company }))}
        />
        <LineField
          label={`Location of ${name}`}
          value={role.location ?? ''}
          onChange={(location) => edit(updateRole(role.id, { location }))}
        />
        <LineField
          label={`Dates of ${name}`}
          value={role.duration}
          onChange={(duration) => edit(updateRole(role.id, { duration }))}
        />
      </div>
      {lines.length ? (
        <ul aria-label={`Achievements of ${name}`} className="mt-3 space-y-2">
          {lines.map((line, i) => (
            <AchievementRow
              key={line.id}
              line={line}
              index={i}
              count={lines.length}
              roleName={name}
              onChange={(text) => edit(updateAchievement(role.id, line.id, text))}
              onMove={(direction) => {
                edit(moveAchievement(role.id, line.id, direction === 'up' ? -1 : 1));
                focusAfterMove(line.id, direction);
              }}
              onRemove={() => {
                edit(removeAchievement(role.id, line.id));
                const next = lines[i + 1] ?? lines[i - 1];
                focusFirstOf([next ? `${next.id}-text` : '', `${role.id}-remove`]);
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-xs text-slate-500">No achievements left under this role.</p>
      )}
    </li>
  );
}
