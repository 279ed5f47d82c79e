import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { packWordDocx } from './fixtures/word-package';
import { paragraph, run } from './fixtures/word-xml';

// A Word resume that sets each role's dates at its foot, after its text (issue #23, wild set):
// the title and the employer in bold, a paragraph, then the dates; the headings in Word's
// heading style. A made-up person.
const role = (title: string, employer: string, text: string, dates: string) => [
  paragraph(run(title, true)),
  paragraph(run(employer, true)),
  paragraph(text),
  paragraph(dates),
];

async function rolesOf(employers: [string, string, string]) {
  const body = [
    paragraph('Pavlo Hrytsenko', { style: 'Heading1' }),
    paragraph('pavlo@example.com'),
    paragraph('Experience', { style: 'Heading1' }),
    ...role('PROGRAMMER', employers[0], 'My first work with CSS and PHP.', '2012-2013'),
    ...role('WEB DEVELOPER', employers[1], 'I built the company’s website on Joomla.', '2013'),
    ...role('LEADING DEVELOPER', employers[2], 'We build websites from scratch.', '2014 - ...'),
    paragraph('Skills', { style: 'Heading1' }),
    paragraph('PHP, MySQL, Laravel'),
  ].join('');
  const doc = await readDocument(await packWordDocx({ body, headers: {} }));
  return parseResume(doc).experience.map((e) => [e.title, e.company, e.startDate]);
}

describe("a role's dates set at its foot", () => {
  it('are read as the dates of the role above them', async () => {
    expect(await rolesOf(['Idev Studio', 'Azov Maps', 'Maybe Works'])).toEqual([
      ['PROGRAMMER', 'Idev Studio', '2012'],
      ['WEB DEVELOPER', 'Azov Maps', '2013'],
      ['LEADING DEVELOPER', 'Maybe Works', '2014'],
    ]);
  });

  it("keep an employer named like a heading ('Northwind Projects') under its title", async () => {
    const roles = await rolesOf(['Idev Studio', 'Azov Maps', 'Northwind Projects']);
    expect(roles.at(-1)).toEqual(['LEADING DEVELOPER', 'Northwind Projects', '2014']);
  });
});
