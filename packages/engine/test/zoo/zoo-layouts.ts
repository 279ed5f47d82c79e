/** A file format of the zoo; 'doc', 'odt' and 'word-pdf' are made from the DOCX by LibreOffice. */
export type ZooFormat = 'pdf' | 'docx' | 'txt' | 'md' | 'doc' | 'odt' | 'word-pdf';

/** Formats LibreOffice makes; the zoo leaves them out only when soffice cannot be had. */
export const OFFICE_FORMATS: readonly ZooFormat[] = ['doc', 'odt', 'word-pdf'];

/** Where the pieces of the page go. */
export type ZooPlacement =
  | 'single'
  | 'two-column'
  | 'left-sidebar'
  | 'right-sidebar'
  | 'date-left'
  | 'date-right'
  | 'table'
  | 'text-boxes'
  | 'header-contact';

/** One layout: how a resume is arranged, and the formats it is written in. */
export interface ZooLayout {
  id: string;
  placement: ZooPlacement;
  /** How an entry's header reads: title first, company first, or dates at a right tab stop. */
  header: 'title-first' | 'company-first' | 'tab-dates';
  /** Achievements as glyph bullets, as lines without a glyph, or as one paragraph. */
  body: 'bullets' | 'plain-lines' | 'paragraph';
  /** Consecutive roles at one company under one company line. */
  groupPromotions: boolean;
  /** Name and headings set with space between the letters. */
  letterSpaced: boolean;
  /** Volunteer and leadership sections after the experience. */
  sideEntries: boolean;
  /** Formats written directly (LibreOffice formats follow from 'docx'). */
  formats: ZooFormat[];
  /** The model must hold a promotion. */
  needsPromotion?: boolean;
}

const ALL: ZooFormat[] = ['pdf', 'docx', 'txt', 'md'];
const base = {
  placement: 'single',
  header: 'title-first',
  body: 'bullets',
  groupPromotions: false,
  letterSpaced: false,
  sideEntries: false,
  formats: ALL,
} as const satisfies Partial<ZooLayout>;

/** Every layout of the zoo. Columns and sidebars have no plain-text form. */
export const ZOO_LAYOUTS: ZooLayout[] = [
  { ...base, id: 'single-column' },
  { ...base, id: 'two-columns', placement: 'two-column', formats: ['pdf', 'docx'] },
  { ...base, id: 'left-sidebar', placement: 'left-sidebar', formats: ['pdf', 'docx'] },
  { ...base, id: 'right-sidebar', placement: 'right-sidebar', formats: ['pdf', 'docx'] },
  { ...base, id: 'date-column-left', placement: 'date-left', formats: ['pdf', 'docx'] },
  { ...base, id: 'date-column-right', placement: 'date-right', formats: ['pdf', 'docx'] },
  { ...base, id: 'table-roles', placement: 'table', formats: ['docx'] },
  { ...base, id: 'text-boxes', placement: 'text-boxes', formats: ['docx'] },
  { ...base, id: 'contact-in-header', placement: 'header-contact', formats: ['docx'] },
  { ...base, id: 'tab-dates', header: 'tab-dates', formats: ['pdf', 'docx', 'txt'] },
  { ...base, id: 'company-first', header: 'company-first' },
  { ...base, id: 'paragraph-descriptions', body: 'paragraph' },
  { ...base, id: 'no-bullet-glyphs', body: 'plain-lines' },
  { ...base, id: 'promotions', groupPromotions: true, needsPromotion: true },
  { ...base, id: 'letter-spaced', letterSpaced: true },
  { ...base, id: 'volunteer-leadership', sideEntries: true },
];

/** The file name of a layout in a format ('two-columns.word.pdf' for Word's PDF). */
export function zooFileName(layout: string, format: ZooFormat): string {
  return format === 'word-pdf' ? `${layout}.word.pdf` : `${layout}.${format}`;
}
