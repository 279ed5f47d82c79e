// OpenDocument text: LibreOffice's own format, which people also save or rename as .docx. The
// zoo reads real LibreOffice files of every layout; these cases pin the markup rules one by one.
import { describe, expect, it } from 'vitest';
import { detectFileType } from '../src/detect-file-type';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { packOdt } from './fixtures/odt-package';

const RESUME = [
  '<text:h text:style-name="Heading_20_1" text:outline-level="1">Experience</text:h>',
  '<text:p text:style-name="P1">Data Analyst, Globex<text:tab/>March 2019 – Present</text:p>',
  '<text:list><text:list-item><text:p>Cut the monthly close from 9 days to<text:s/> 4</text:p></text:list-item>',
  '<text:list-item><text:p>Built <text:span text:style-name="T1">40</text:span> dashboards</text:p></text:list-item></text:list>',
  '<text:p><office:annotation><text:p>reviewer: check this</text:p></office:annotation>Analyst, Initech<text:line-break/>Jan 2016 – Feb 2019</text:p>',
  '<table:table><table:table-row><table:table-cell><text:p>Clerk, Umbrella</text:p><text:p>Filed 300 claims a week</text:p></table:table-cell>',
  '<table:table-cell><text:p>2014 – 2015</text:p></table:table-cell></table:table-row></table:table>',
  '<text:h text:outline-level="1">Education</text:h><text:p>BSc Economics, Leeds &amp; York</text:p>',
].join('');

describe('ODT reader', () => {
  it('detects an OpenDocument text by its mimetype entry, whatever it is named', async () => {
    expect(detectFileType(await packOdt('<text:p>Hello</text:p>'))).toBe('odt');
  });

  it('reads paragraphs, headings, lists, tabs, spaces, breaks and tables as lines', async () => {
    const doc = await readDocument(await packOdt(RESUME));
    expect(doc.format).toBe('odt');
    expect(doc.lines.map((l) => l.text)).toEqual([
      'Experience',
      'Data Analyst, Globex\tMarch 2019 – Present',
      'Cut the monthly close from 9 days to  4',
      'Built 40 dashboards',
      'Analyst, Initech',
      'Jan 2016 – Feb 2019',
      // Dates in the row's last cell are read after the entry's first line, as in Word tables.
      'Clerk, Umbrella',
      '2014 – 2015',
      'Filed 300 claims a week',
      'Education',
      'BSc Economics, Leeds & York',
    ]);
    const marked = (text: string) => doc.lines.find((l) => l.text.startsWith(text))!;
    expect(marked('Experience').heading).toBe(true);
    expect(marked('Data Analyst').emphasis).toBe(true);
    expect(marked('Cut the monthly').bullet).toBe(true);
    expect(marked('Built 40').emphasis).toBe(false);
    expect(doc.text).not.toContain('reviewer');
  });

  it('reads the roles of a resume written as ODT', async () => {
    const parsed = parseResume(await readDocument(await packOdt(RESUME)));
    expect(parsed.experience.map((e) => [e.title, e.company, e.startDate])).toEqual([
      ['Data Analyst', 'Globex', 'March 2019'],
      ['Analyst', 'Initech', 'Jan 2016'],
      ['Clerk', 'Umbrella', '2014'],
    ]);
  });

  it('refuses a content part cut short as malformed, not as a crash', async () => {
    const bytes = await packOdt('<text:p>Cut short</text:p>', (xml) => xml.slice(0, -60));
    await expect(readDocument(bytes)).rejects.toMatchObject({ code: 'MALFORMED' });
  });
});
