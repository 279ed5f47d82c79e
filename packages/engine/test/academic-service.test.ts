import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { pdfOf, withBullets, type LineSpec } from './fixtures/pdf-lines';

// An academic CV's service and supervision (issue #23, wild set): positions under 'Professional
// Service', and list items that wrap onto a line holding where and when. Headings in capitals
// in the text's own type. A made-up person.
const item = (text: string): LineSpec => [`• ${text}`, 10];

function read(lines: LineSpec[]) {
  const doc = pdfOf([
    ['Ines Calder', 18, true],
    ['ines.calder@example.com', 10],
    ['EMPLOYMENT', 10, false, true],
    ['Lecturer in Geology, Northfield University | Jan. 2023 – present', 10],
    item('Teaches sedimentology and basin analysis to second year undergraduate students'),
    ...lines,
    ['SKILLS', 10, false, true],
    ['Python, R, field mapping', 10],
  ]);
  return parseResume(withBullets(doc)).experience.map((e) => [
    e.title,
    e.company,
    e.startDate,
    e.endDate,
  ]);
}

describe("an academic CV's service", () => {
  it("reads the positions under 'Professional Service' as roles", () => {
    const roles = read([
      ['INVITED TALKS', 10, false, true],
      item('Sediment routing in the Atlas, Geology Seminar, Harbour College, March 2024'),
      ['PROFESSIONAL SERVICE', 10, false, true],
      ['Harbour College, Northfield University | October 2023 –', 10],
      ['Member of Governing Body', 10],
      item('Trustee of the college, an educational and research charity'),
      ['Department of Geology, Northfield University | January 2022 –', 10],
      ['Postdoc Representative', 10],
      item('Spoke for the department’s postdoctoral researchers at its meetings'),
    ]);
    expect(roles.slice(1)).toEqual([
      [
        'Member of Governing Body',
        'Harbour College, Northfield University',
        'October 2023',
        'Present',
      ],
      [
        'Postdoc Representative',
        'Department of Geology, Northfield University',
        'January 2022',
        'Present',
      ],
    ]);
  });

  it("keeps a list item's wrapped line with its dates in the item", () => {
    const roles = read([
      ['TEACHING EXPERIENCE', 10, false, true],
      ['Student Supervision', 10],
      item(
        'Co-supervising a doctoral project on an optimal transport approach to landscape inverse',
      ),
      ['modelling. Resulted in a paper in review. | Northfield, 2022 – present', 10],
      item('Adviser to a doctoral student, meeting each term to check on research and'),
      ['progress and well-being on behalf of the college. | Harbour College 2022 – present', 10],
      ['Demonstrator and Teaching Assistant | 2018 – present', 10],
      item('Sedimentary rocks (first year undergraduate)'),
    ]);
    // No half sentence is read as a role: the items stay items.
    expect(roles.map((r) => r[0])).toEqual([
      'Lecturer in Geology',
      'Demonstrator and Teaching Assistant',
    ]);
  });

  it("reads 'Title: Where, year–.' lines as positions held since that year", () => {
    const roles = read([
      ['SERVICE', 10, false, true],
      ['Department Chair: Northfield Geology, 2024–.', 10],
      ['Director: Harbour Summer School, 2023–.', 10],
    ]);
    expect(roles.slice(1)).toEqual([
      ['Department Chair', 'Northfield Geology', '2024', 'Present'],
      ['Director', 'Harbour Summer School', '2023', 'Present'],
    ]);
  });

  it('still reads a lowercase brand with its dates after an item as the next role', () => {
    const roles = read([
      ['Consultant, Harbour Analytics | 2019 – 2022', 10],
      item('Planned and redesigned a cloud based management system for the sales teams'),
      ['northwind gmbh & co. kg | 2015 – 2019', 10],
      ['Lead Web Developer', 10],
      item('Built the booking pages.'),
    ]);
    expect(roles.slice(1).map((r) => r[1])).toEqual([
      'Harbour Analytics',
      'northwind gmbh & co. kg',
    ]);
  });
});
