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
  'main activities and responsibilities',
  // What the role was, told in a paragraph under its label.
  // Not 'Summary' or 'Overview' alone, which head sections as often.
  'outline',
  'job description',
  'role description',
  'role summary',
  // The tools a role used, listed under their label ('Tools' over 'After Effects, Premiere Pro').
  'tools',
  'tools used',
  'technologies',
  'technologies used',
  'technology stack',
  'tech stack',
  'methodology',
  'methodologies',
]);
