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
 * Labels of the employer's trade ('Type of business or sector: Halk Bank - Skopje'): forms ask
 * for it beside the employer's name, and people often write the employer there instead.
 */
export const sectorLabels = new Set(['type of business or sector', 'business or sector', 'sector']);

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

/** Labels of a form's field for the person's name ('First name / Surname: Oleg Petrenko'). */
export const nameLabels = new Set([
  'name',
  'full name',
  'first name / surname',
  'first name/surname',
  'first name(s) / surname(s)',
  'surname / first name',
  'surname/first name',
  'surname(s) / first name(s)',
]);

/** Labels before a role's dates ('Dates: 2019 - 2023', 'Period', 'From - to'). */
export const dateLabels = new Set(['dates', 'date', 'period', 'from - to']);

/**
 * Further labels of the forms that set each field's label apart from its value (the Europass
 * CV's 'Dates', 'Main activities and responsibilities', 'Type of business or sector'): a line
 * holding one of these alone is the label of the line after it.
 */
export const formLabels = new Set([
  ...nameLabels,
  ...dateLabels,
  'type of business or sector',
  'title of qualification awarded',
  'name and type of organisation',
  'name and type of organisation providing education and training',
  'principal subjects/occupational skills covered',
  'level in national or international classification',
]);
