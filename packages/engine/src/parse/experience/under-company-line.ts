import { headerFields, type HeaderFields } from './header-fields';

/**
 * The fields of a header whose first line is its employer alone ('Stripe — Remote' over 'Senior
 * Engineer, Payments | 2022 – Present'): the employer is that line's, so all the second line
 * names besides a place is the title, team and all ('Senior Engineer, Payments').
 */
export function underCompanyLine(company: string, second: string): HeaderFields {
  const fields = headerFields([second]);
  const title = [fields.title, fields.company].filter(Boolean).join(', ');
  const place = headerFields([company]).location;
  return {
    title,
    company,
    location: [fields.location, place].filter(Boolean).join(', '),
  };
}
