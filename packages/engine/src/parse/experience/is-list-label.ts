import { roleListLabels } from '../../data/role-list-labels';

/**
 * Whether a line is only the label of a role's list ('Highlights', 'Key achievements:'): it
 * heads the achievements under it and is neither one of them nor a part of the role's header.
 */
export function isListLabel(text: string): boolean {
  const label = text.trim().replace(/:$/, '').trim().toLowerCase().replace(/\s+/g, ' ');
  return label.length <= 30 && roleListLabels.has(label);
}
