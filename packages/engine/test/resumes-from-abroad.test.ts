import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { readDocument } from '../src/read-document';
import { findDateRange } from '../src/parse/find-dates';
import { cleanLine } from '../src/read/clean-line';
import { headerFields } from '../src/parse/experience/header-fields';
import { describeEntryLine } from '../src/parse/experience/describe-entry-line';
import { extractExperience } from '../src/parse/extract-experience';
import { rowDocument, rowLines } from './fixtures/row-lines';

// Forms met in resumes written outside the United States, nobody here had tuned to, written
// again in our own words: dates with the year first, two years set apart by a slash, a city
// with its country's two letters, a left margin of dates under a contact block, work parted
// under 'Research', full-width punctuation, a Europass line of personal details. Each row is
// [text, bold, bullet, space before].
const lines = rowLines;
const doc = rowDocument;

const roles = (parsed: ReturnType<typeof parseResume>) =>
  parsed.experience.map((r) => [r.title, r.company, r.duration]);

describe('dates written year first, and years set apart by a slash', () => {
  it('reads a month after its year as the month of that year', () => {
    expect(findDateRange('Board Member 2016 May - Present')).toMatchObject({
      start: '2016 May',
      current: true,
    });
    expect(findDateRange('Tutor 2013 Sept. – 2014 Jan.')).toMatchObject({
      start: '2013 Sept.',
      end: '2014 Jan.',
    });
    expect(findDateRange('Intern | 2017. Oct. - Current')).toMatchObject({ start: '2017. Oct.' });
  });

  it('fills in the year of an end written as a month alone', () => {
    expect(findDateRange('Audit Intern 2011 Aug. – Dec.')).toMatchObject({
      start: 'Aug. 2011',
      end: 'Dec 2011',
    });
  });

  it('still reads a year before a season or a title as the year (guard)', () => {
    expect(findDateRange('2019 Summer Intern')).toMatchObject({ start: '2019', end: '2019' });
    expect(findDateRange('2019 – 2020 Marketing Manager')).toMatchObject({ end: '2020' });
  });

  it('reads two years set apart by a slash as a range', () => {
    expect(findDateRange('2021/2023 Postdoctoral researcher, Lakeside University')).toMatchObject({
      start: '2021',
      end: '2023',
    });
    expect(findDateRange('2018 / 2019 Lecturer')).toMatchObject({ start: '2018', end: '2019' });
    // The later year first is no range, nor a year and a month.
    expect(findDateRange('2023/2019 Lecturer')).toBeNull();
  });

  it('reads work parted under "Research" below the work heading as roles', () => {
    const parsed = parseResume(
      doc([
        ['Ilse Varga', true],
        ['ilse.varga@example.com'],
        ['PROFESSIONAL EXPERIENCE', true, false, true],
        ['RESEARCH', true, false, true],
        ['2021/2023 Postdoctoral researcher, Lakeside University, project Lexis, 24 months.'],
        ['2018/2020 Freelance researcher, Harbour Institute of Languages'],
        ['TEACHING', true, false, true],
        ['2016/2018 Lecturer, Lakeside University'],
      ]),
    );
    expect(parsed.experience.map((r) => [r.title, r.duration])).toEqual([
      ['Postdoctoral researcher', '2021 – 2023'],
      ['Freelance researcher', '2018 – 2020'],
      ['Lecturer', '2016 – 2018'],
    ]);
  });
});

describe('a city with its country’s two letters after the employer', () => {
  it('keeps the employer apart from the city and the country', () => {
    expect(headerFields(['Northwind Traders Gothenburg, SE', 'Sales Intern'])).toEqual({
      title: 'Sales Intern',
      company: 'Northwind Traders',
      location: 'Gothenburg, SE',
    });
    expect(headerFields(['Bluefin Foods Budapest, hu', 'Accounts Intern'])).toMatchObject({
      company: 'Bluefin Foods',
      location: 'Budapest, hu',
    });
  });
});

describe('a left margin of headings and dates under a contact block across the page', () => {
  async function marginPdf(): Promise<Uint8Array> {
    const pdf = new PDFDocument({ size: 'A4', margin: 40 });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Uint8Array>((resolve) =>
      pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
    );
    pdf.font('Helvetica').fontSize(10);
    const at = (text: string, x: number, y: number) => pdf.text(text, x, y, { lineBreak: false });
    pdf.fontSize(16).text('Mara Kowalczyk', 220, 40, { lineBreak: false }).fontSize(10);
    at('Age : 31', 40, 80);
    at('Phone : +48 600 100 200', 400, 80);
    at('Email : mara.kowalczyk@example.com, mara.k.research@example.org', 40, 94);
    at('EDUCATION', 40, 130);
    at('Northbridge University (Leeds, United Kingdom)', 150, 130);
    at('2019 : MSc in Ecology', 150, 144);
    at('EXPERIENCE', 40, 180);
    at('March 2021 -', 40, 200);
    at('Field ecologist, Greenway Trust (Survey Unit, York, United Kingdom)', 150, 200);
    at('Present', 40, 214);
    at('Counted breeding birds along forty transects each spring.', 150, 214);
    at('June 2019 -', 40, 250);
    at('Research assistant, Northbridge University (Leeds, United Kingdom)', 150, 250);
    at('February 2021', 40, 264);
    at('Kept the soil samples database and wrote its checks.', 150, 264);
    at('SKILLS', 40, 300);
    at('R, QGIS, field surveys', 150, 300);
    pdf.end();
    return done;
  }

  it('reads each range beside the role it stands level with', async () => {
    const parsed = parseResume(await readDocument(await marginPdf()));
    expect(parsed.name).toBe('Mara Kowalczyk');
    expect(roles(parsed)).toEqual([
      ['Field ecologist', 'Greenway Trust', 'March 2021 – Present'],
      ['Research assistant', 'Northbridge University', 'June 2019 – February 2021'],
    ]);
  });
});

describe('a range broken over two lines after another range on its line', () => {
  it('joins the second range to its end on the next line', () => {
    const read = extractExperience(
      lines([
        ['2016-05 - 2018-04, 2024-02 to'],
        ['Present'],
        ['Data Consultant at Kinsol Research'],
        ['2014-05 to 2014-08'],
        ['Research Intern at Lakeside University'],
      ]),
    ).entries;
    expect(read.map((e) => [e.title, e.startDate, e.endDate])).toEqual([
      ['Data Consultant', '2016-05', '2018-04'],
      ['Research Intern', '2014-05', '2014-08'],
    ]);
  });
});

describe('a title whose first word is also a verb, and lines that are no role’s', () => {
  it('reads "Research fellow in …, Employer" as a title and its employer', () => {
    const read = extractExperience(
      lines([
        ['September 2019 - September 2020'],
        ['Research fellow in hydrology, Riverbend Institute (Flood Unit, Exeter, United Kingdom)'],
        ['Built a model of spring floods.', false, true],
        ['April 2018 - May 2018'],
        ['Research intern, Riverbend Institute of Hydrology'],
        ['Sorted the gauge records.', false, true],
      ]),
    ).entries;
    expect(read.map((e) => [e.title, e.company])).toEqual([
      ['Research fellow in hydrology', 'Riverbend Institute'],
      ['Research intern', 'Riverbend Institute of Hydrology'],
    ]);
  });

  it('still reads a duty that goes on past its object as a deed (guard)', () => {
    expect(describeEntryLine(lines([['Assist manager in daily operations.']])[0]!).verbLed).toBe(
      true,
    );
  });

  it('takes a Europass line of personal details for no role', () => {
    const read = extractExperience(
      lines([
        ['Sex Female | Date of birth 14/02/1996 | Nationality Bulgarian'],
        ['08/2018–05/2020'],
        ['Shop assistant'],
        ['Harbour Fashion Retail EOOD, Varna (Bulgaria)'],
        ['Customer service', false, true],
      ]),
    ).entries;
    expect(read.map((e) => [e.title, e.startDate, e.endDate])).toEqual([
      ['Shop assistant', '08/2018', '05/2020'],
    ]);
  });

  it('reads "Title at Employer." before its dates as a header', () => {
    const parsed = parseResume(
      doc([
        ['Sami Haddad', true],
        ['sami.haddad@example.com'],
        ['EXPERIENCE', true, false, true],
        ['Senior Web Developer at Quayside Press. 2011 - present'],
        ['Rebuilt the catalogue pages.', false, true],
        ['Kept the print schedule online.', false, true],
        ['EDUCATION', true, false, true],
        ['Harbour College'],
      ]),
    );
    expect(roles(parsed)).toEqual([['Senior Web Developer', 'Quayside Press', '2011 – present']]);
  });

  it('takes "Outline" under a role for the label of its text, not the employer', () => {
    const read = extractExperience(
      lines([
        ['September 1, 2020 - February 28, 2021 Kestrel Analytics, Osaka, Japan'],
        ['Lead Data Scientist'],
        ['Outline'],
        ['I advised the project managers on what the data could show.'],
      ]),
    ).entries;
    expect(read.map((e) => [e.title, e.company])).toEqual([
      ['Lead Data Scientist', 'Kestrel Analytics'],
    ]);
  });
});

describe('work under headings set otherwise', () => {
  it('reads a "Career summary" that opens with a dated role as work', () => {
    const parsed = parseResume(
      doc([
        ['Ren Aoki', true],
        ['ren.aoki@example.com'],
        ['Career summary', true, false, true],
        ['April 1, 2017 – July 31, 2020 | Kestrel Analytics, Osaka, Japan'],
        ['Data Scientist'],
        ['Built demand forecasts for retail clients.', false, true],
        ['Education', true, false, true],
        ['MSc Economics, Lakeside University, 2017'],
      ]),
    );
    expect(roles(parsed)).toEqual([
      ['Data Scientist', 'Kestrel Analytics', 'April 1, 2017 – July 31, 2020'],
    ]);
  });

  it('reads a role whose employer line and dates are set as large as a heading', () => {
    // The employer's line in a Word heading style, as a template sets it.
    const resume = doc([
      ['pat.ng@example.ca'],
      ['EMPLOYMENT', true, false, true],
      ['Cashier'],
      ['Maple Grocers Jun. 2020 – Present', true],
      ['Scanned groceries and balanced the till.', false, true],
      ['EDUCATION', true, false, true],
      ['Prairie University Sep. 2017 - Apr. 2021'],
    ]);
    resume.lines = resume.lines.map((l) =>
      /EMPLOYMENT|EDUCATION|Maple/.test(l.text) ? { ...l, heading: true } : l,
    );
    expect(roles(parseResume(resume))).toEqual([
      ['Cashier', 'Maple Grocers', 'Jun. 2020 – Present'],
    ]);
  });

  it('finds the name set as a heading under a header of contact details alone', () => {
    const parsed = parseResume(
      doc([
        ['pat.ng@example.ca'],
        ['patng7'],
        ['patng.example.ca'],
        ['PAT NG', true, false, true],
        ['CIVIL ENGINEERING'],
        ['SKILLS', true, false, true],
        ['AutoCAD, surveying'],
      ]),
    );
    expect(parsed.name).toBe('PAT NG');
  });

  it('reads a work heading set as the last item of a list of skills', () => {
    const parsed = parseResume(
      doc([
        ['Lin Wei', true],
        ['lin.wei@example.com'],
        ['Skills', true, false, true],
        ['Skilled in bench test rigs;', false, true],
        ['Familiar with Git and Linux;', false, true],
        ['Professional experience', false, true],
        ['Company'],
        ['Time'],
        ['Contents'],
        ['Harbourline Electronics Co., Ltd'],
        ['2021.07-now'],
        ['1. Wrote test scripts for the brake controller.'],
        ['2. Published the test reports.'],
      ]),
    );
    expect(parsed.experience.map((r) => [r.company, r.duration])).toEqual([
      ['Harbourline Electronics Co., Ltd', '2021.07 – now'],
    ]);
    expect(parsed.experience[0]!.title).not.toBe('Contents');
  });
});

describe('full-width punctuation typed in English text', () => {
  it('reads it as its ASCII marks', () => {
    expect(cleanLine('Name：Lin Wei').text).toBe('Name:Lin Wei');
    expect(cleanLine('Tel（mobile）：138 0000 0000').text).toBe('Tel(mobile):138 0000 0000');
  });

  it('finds a name given after a full-width colon', () => {
    const parsed = parseResume(
      doc([
        [cleanLine('Name：Lin Wei').text],
        ['Email: lin.wei@example.com'],
        ['Experience', true, false, true],
        ['2020.07-2021.07 Test Engineer, Harbourline Electronics'],
      ]),
    );
    expect(parsed.name).toBe('Lin Wei');
  });
});
