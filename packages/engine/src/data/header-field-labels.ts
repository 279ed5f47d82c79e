/**
 * Labels forms and some resumes set before a role's fields ('Title: Graduate Student',
 * 'Occupation or position held: Waitress', 'Employer: Harrah’s'): what follows the colon is the
 * field. Lowercase, without the colon.
 */
export const titleLabels = new Set([
  'title',
  'job title',
  'position',
  'position held',
  'occupation',
  'occupation or position held',
  'designation',
  'post',
  'post held',
  'job',
  'rank',
]);

/** Labels before the employer's name ('Name and address of employer: …'). */
export const employerLabels = new Set([
  'employer',
  'company',
  'company name',
  'organisation',
  'organization',
  'name of employer',
  'name and address of employer',
  'employer name',
  'institution',
  'firm',
]);

/**
 * Labels of what a header may say about the role besides its fields (whom the person worked
 * under, who vouches for them): neither the title nor the employer.
 */
export const asideLabels = new Set([
  'supervisor',
  'supervisors',
  'advisor',
  'adviser',
  'reporting to',
  'reports to',
  'reference',
  'referee',
  'mentor',
  'line manager',
  'salary',
]);
