import { roleListLabels } from '../../data/role-list-labels';

/**
 * Whether a line is only the label of a role's list ('Highlights', 'Key achievements:'): it
 * heads the achievements under it and is neither one of them nor a part of the role's header.
 */
export function isListLabel(text: string): boolean {
  const label = text.trim().replace(/:$/, '').trim().toLowerCase().replace(/\s+/g, ' ');
  // 'Duties and responsibilities include:', 'Key tasks were:': a label run into a verb.
  const bare = /:$/.test(text.trim())
    ? label.replace(/\s+(?:includes?|included|were|are|was|is|as follows)$/, '')
    : label;
  return bare.length <= 30 && roleListLabels.has(bare);
}
