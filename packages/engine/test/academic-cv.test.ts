import { describe, expect, it } from 'vitest';
import { rolesOfText } from './fixtures/parse-text';

// An academic CV's ways of writing positions (issue #23, wild set): ranges left open ('2022-'),
// ranges ending on two digits ('2013-15'), a title with a note after its comma, and the courses
// taught under 'Teaching'. A made-up person.
const CV = [
  'Dana Okafor',
  'Harbour University, 12 Quay Road, dana.okafor@example.com',
  'ACADEMIC POSITIONS',
  'Assistant Professor of Finance and Strategy, jointly appointed in Economics 2022-',
  'Harbour Business School, Harbour University',
  'WORK-IN-PROGRESS',
  '• “Money in the Field” (with A. Lee)',
  'TEACHING',
  '2022- Corporate Strategy, Harbour University, Instructor',
  '2019 Organizational Economics (PhD), Northfield Institute, TA',
  'OTHER EXPERIENCES',
  '2013-15 Northfield Graduate School of Business, Research Professional',
  '2012-13 Brightline Analytics, Business Consultant',
].join('\n');

describe('an academic CV', () => {
  const roles = rolesOfText(CV);

  it('reads the position held since a year, its note kept with the title', () => {
    expect(roles[0]).toEqual([
      'Assistant Professor of Finance and Strategy, jointly appointed in Economics',
      'Harbour Business School, Harbour University',
      '2022',
      'Present',
    ]);
  });

  it('reads each course taught as a role at its school', () => {
    expect(roles.slice(1, 3)).toEqual([
      ['Instructor', 'Corporate Strategy, Harbour University', '2022', 'Present'],
      ['TA', 'Organizational Economics (PhD), Northfield Institute', '2019', '2019'],
    ]);
  });

  it('reads ranges that end on two digits, the title after the employer', () => {
    expect(roles.slice(3)).toEqual([
      ['Research Professional', 'Northfield Graduate School of Business', '2013', '2015'],
      ['Business Consultant', 'Brightline Analytics', '2012', '2013'],
    ]);
  });

  it('reads no role out of papers in progress', () => {
    expect(roles).toHaveLength(5);
  });
});
