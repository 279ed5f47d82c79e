import type { EditableLine } from '../../hooks/editable-resume';
import { LineField } from './line-field';
import { ItemControls } from './item-controls';

export interface AchievementRowProps {
  line: EditableLine;
  index: number;
  count: number;
  /** The role's name, for the labels: 'Achievement 2 of Data Analyst at Harbor Retail'. */
  roleName: string;
  onChange: (text: string) => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}

/** One achievement: its text, and buttons to move it within its role or remove it. */
export function AchievementRow({
  line,
  index,
  count,
  roleName,
  onChange,
  onMove,
  onRemove,
}: AchievementRowProps) {
  const name = `achievement ${index + 1} of ${roleName}`;
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden="true" className="mt-2 text-slate-400">
        •
      </span>
      <LineField
        id={`${line.id}-text`}
        label={`Achievement ${index + 1} of ${roleName}`}
        hideLabel
        multiline
        value={line.text}
        onChange={onChange}
        className="flex-1"
      />
      <ItemControls
        baseId={line.id}
        name={name}
        isFirst={index === 0}
        isLast={index === count - 1}
        onMove={onMove}
        onRemove={onRemove}
      />
    </li>
  );
}
