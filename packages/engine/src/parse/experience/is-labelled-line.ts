import { roleLineLabels } from '../../data/role-line-labels';

/** Whether a line opens with one of the labels of a role's body ('Technologies used: React'). */
export function isLabelledLine(text: string): boolean {
  const colon = text.indexOf(':');
  if (colon < 2 || colon > 40) return false;
  return roleLineLabels.has(
    text.slice(0, colon).trim().toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'"),
  );
}
