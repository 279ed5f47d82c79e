/**
 * Labels set alone on a line inside a role to head its list of achievements ('Highlights',
 * 'Key achievements:'). Themes that print the list without glyphs leave the label as the only
 * sign that the lines under it are items, one a line. Lowercase, without the colon.
 */
export const roleListLabels = new Set([
  'highlights',
  'key highlights',
  'achievements',
  'key achievements',
  'accomplishments',
  'key accomplishments',
  'responsibilities',
  'key responsibilities',
  'main responsibilities',
  'duties',
  'main duties',
  'results',
  'goals achieved',
  'skills acquired',
  'skills gained',
  'skills learned',
  'skills developed',
  'tasks',
  'main tasks',
  'key tasks',
  'duties and responsibilities',
  'roles and responsibilities',
  'job responsibilities',
  'achievements and responsibilities',
]);
