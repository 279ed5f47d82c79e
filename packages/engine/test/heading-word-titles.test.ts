import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { pdfOf, type LineSpec } from './fixtures/pdf-lines';

// A role whose title is the word its section is headed by ('Volunteer' in 'Volunteer', 'Work
// Experience' in 'Work Experience'), set in the titles' smaller type beside the role's dates:
// the role's title, not a new section that takes the role's lines away. Made-up people.
const NAME: LineSpec[] = [['Ines Moreau', 32], ['ines.moreau@example.com']];

const rolesOf = (lines: LineSpec[]) =>
  parseResume(pdfOf([...NAME, ...lines])).experience.map((e) => [
    e.kind,
    e.title,
    e.company,
    e.startDate,
  ]);

describe('a role titled with its section’s heading word', () => {
  it('is read as the title when the employer is set above it (even)', () => {
    const roles = rolesOf([
      ['Work', 20.5, false, true],
      ['Harbour Analytics', 16.4, true, true],
      ['Data Analyst', 10.5, true],
      ['Mar 2019 – Present'],
      ['Built the weekly sales reports.'],
      ['Volunteer', 20.5, false, true],
      ['Harbour Food Bank', 16.4, true, true],
      ['Volunteer', 10.5, true],
      ['Jan 2008 – Jan 2012'],
      ['Sorted and delivered food parcels.'],
      ['Lakeside Reading Circle', 16.4, true, true],
      ['Reading Tutor', 10.5, true],
      ['Sep 2015 – Jun 2017'],
      ['Tutored six children a week.'],
    ]);
    expect(roles).toEqual([
      ['work', 'Data Analyst', 'Harbour Analytics', 'Mar 2019'],
      ['volunteer', 'Volunteer', 'Harbour Food Bank', 'Jan 2008'],
      ['volunteer', 'Reading Tutor', 'Lakeside Reading Circle', 'Sep 2015'],
    ]);
  });

  it('is read as the title under the employer’s dated line (flat)', () => {
    const roles = rolesOf([
      ['Work', 16, true, true],
      ['North Coast Radio | 2015-09-01 — 2017-06-30', 12],
      ['Broadcast Assistant', 12],
      ['Produced the breakfast programme.', 12],
      ['Volunteer', 16, true, true],
      ['Fell Rescue Team | 2016-01-01 — 2019-09-01', 12],
      ['Crew', 12],
      ['Crewed the lifeboat on weekend shifts.', 12],
      ['Harbour Food Bank | 2008-01-01 — 2012-01-01', 12],
      ['Volunteer', 12],
      ['Sorted and delivered food parcels.', 12],
      ['Education', 16, true, true],
      ['Northfield University | 2011-09-01 — 2014-06-30', 12],
    ]);
    expect(roles).toEqual([
      ['work', 'Broadcast Assistant', 'North Coast Radio', '2015-09-01'],
      ['volunteer', 'Crew', 'Fell Rescue Team', '2016-01-01'],
      ['volunteer', 'Volunteer', 'Harbour Food Bank', '2008-01-01'],
    ]);
  });
});
