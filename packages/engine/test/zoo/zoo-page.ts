// What a layout shows, before any format places it: the resume cut into sections, entries and
// lines. Every renderer starts from this, so the formats of one layout say the same words.
import type { ZooLayout } from './zoo-layouts';
import { companyGroups, formatDates, type ZooEntry, type ZooResume } from './zoo-resume';

/** One line of the page. */
export interface ZooLine {
  /** entry: an entry's first header line (bold); sub: its other header lines (italic). */
  style: 'entry' | 'sub' | 'bullet' | 'plain' | 'paragraph';
  text: string;
  /** Dates set apart from the text (at a right tab stop or in the date column). */
  dates?: string;
}

/** An entry: header lines, then its achievements (for a company group, each role's lines). */
export interface ZooBlock {
  header: ZooLine[];
  body: ZooLine[];
}

/** A section with its heading as printed. */
export interface ZooSection {
  heading: string;
  /** Sections that go to the sidebar or second column in column layouts. */
  side: boolean;
  blocks: ZooBlock[];
}

/** A whole page, ready for a renderer. */
export interface ZooPage {
  name: string;
  contact: string[];
  sections: ZooSection[];
  layout: ZooLayout;
  glyph: string;
}

/** 'JANE DOE' as 'J A N E   D O E': letters one space apart, words three. */
export function spaceLetters(text: string): string {
  return text
    .split(' ')
    .map((word) => word.split('').join(' '))
    .join('   ');
}

/** Whether dates stand apart from the header text (tab stop or date column). */
const datesApart = (layout: ZooLayout) =>
  layout.header === 'tab-dates' ||
  layout.placement === 'date-left' ||
  layout.placement === 'date-right';

function achievementLines(entry: ZooEntry, layout: ZooLayout): ZooLine[] {
  if (layout.body === 'paragraph') {
    const sentences = entry.achievements.map((a) => (a.endsWith('.') ? a : `${a}.`));
    return [{ style: 'paragraph', text: sentences.join(' ') }];
  }
  const style = layout.body === 'bullets' ? 'bullet' : 'plain';
  return entry.achievements.map((text) => ({ style, text }));
}

function entryHeader(entry: ZooEntry, dates: string, layout: ZooLayout): ZooLine[] {
  const place = `${entry.company} | ${entry.location}`;
  const apart = datesApart(layout);
  if (layout.header === 'tab-dates')
    return [
      { style: 'entry', text: `${entry.title} | ${entry.company}`, dates },
      { style: 'sub', text: entry.location },
    ];
  if (layout.header === 'company-first')
    return apart
      ? [
          { style: 'entry', text: place, dates },
          { style: 'sub', text: entry.title },
        ]
      : [
          { style: 'entry', text: place },
          { style: 'sub', text: `${entry.title} | ${dates}` },
        ];
  return apart
    ? [
        { style: 'entry', text: entry.title, dates },
        { style: 'sub', text: place },
      ]
    : [
        { style: 'entry', text: entry.title },
        { style: 'sub', text: `${place} | ${dates}` },
      ];
}

function entryBlocks(entries: ZooEntry[], resume: ZooResume, layout: ZooLayout): ZooBlock[] {
  const groups = layout.groupPromotions ? companyGroups(entries) : entries.map((e) => [e]);
  return groups.map((group) => {
    const first = group[0]!;
    if (group.length === 1) {
      const dates = formatDates(first, resume.dateStyle);
      return { header: entryHeader(first, dates, layout), body: achievementLines(first, layout) };
    }
    // Several roles at one company: the company once, then each title with its dates.
    return {
      header: [{ style: 'entry', text: `${first.company} | ${first.location}` }],
      body: group.flatMap((role) => [
        { style: 'sub', text: `${role.title} | ${formatDates(role, resume.dateStyle)}` } as const,
        ...achievementLines(role, layout),
      ]),
    };
  });
}

/** The page a layout makes of a resume. */
export function zooPage(resume: ZooResume, layout: ZooLayout): ZooPage {
  const { education } = resume;
  const apart = datesApart(layout);
  const sections: ZooSection[] = [
    { heading: 'Experience', side: false, blocks: entryBlocks(resume.roles, resume, layout) },
  ];
  if (layout.sideEntries)
    sections.push(
      {
        heading: 'Volunteer Experience',
        side: false,
        blocks: entryBlocks([resume.volunteer], resume, layout),
      },
      {
        heading: 'Leadership',
        side: false,
        blocks: entryBlocks([resume.leadership], resume, layout),
      },
    );
  const year = String(education.year);
  sections.push(
    {
      heading: 'Education',
      side: true,
      blocks: [
        {
          header: apart
            ? [
                { style: 'entry', text: education.degree, dates: year },
                { style: 'sub', text: education.school },
              ]
            : [
                { style: 'entry', text: education.degree },
                { style: 'sub', text: `${education.school}, ${year}` },
              ],
          body: [],
        },
      ],
    },
    {
      heading: 'Skills',
      side: true,
      blocks: [{ header: [], body: [{ style: 'plain', text: resume.skills.join(', ') }] }],
    },
  );
  return {
    name: resume.name,
    contact: [resume.email, resume.phone, resume.city],
    sections,
    layout,
    glyph: resume.glyph,
  };
}
