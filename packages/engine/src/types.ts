/**
 * A document kind the engine reads (PNG and JPEG are scans, read by OCR; ODT is an OpenDocument
 * text, read when its bytes say so whatever its name).
 */
export type DocumentFormat = 'pdf' | 'docx' | 'odt' | 'doc' | 'txt' | 'json' | 'png' | 'jpeg';

/** One line of text in reading order, with the layout hints it came with. */
export interface TextLine {
  text: string;
  /** 1-based page number (1 for formats without pages). */
  page: number;
  /** Font size in points when known (PDF), else 0. */
  fontSize: number;
  /** Whether the line looked bold or like a heading in its source (DOCX styles, Markdown). */
  emphasis: boolean;
  /** Whether the line started with a bullet glyph (the glyph is removed from `text`). */
  bullet: boolean;
  /** Marked as a heading by its source (Markdown #, an underline, a Word heading style). */
  heading?: boolean;
  /** 1-based position of the line in reading order on its page, where the reader knows it. */
  line?: number;
  /** A blank line or a wider gap stands before it: a paragraph or block break. */
  spaceBefore?: boolean;
  /**
   * The other lines of the document this line was joined from (a wrapped line, a date range
   * broken over two lines), so what is read from it is traced to every one of them.
   */
  joined?: SourceRef[];
}

/** Where a parsed field came from: the page and line of the document as read. */
export interface SourceRef {
  page: number;
  line: number;
}

/** What the reader got out of the bytes. */
export interface ResumeDocument {
  format: DocumentFormat;
  pages: number;
  lines: TextLine[];
  /** The lines joined with newlines. */
  text: string;
  wordCount: number;
  /** Structured data when the file already was a structured resume (JSON Resume). */
  structured?: unknown;
  /** Parts the reader could not read reliably (a page whose columns it could not tell apart). */
  unsure?: UnsurePart[];
  /** Set when some pages were read from an image by text recognition (OCR). */
  ocr?: OcrSummary;
}

/** What text recognition read, and what it was unsure of (so no check quotes it as a mistake). */
export interface OcrSummary {
  /** Pages read by OCR. */
  pages: number;
  /** Mean confidence of the recognised words, 0 to 100. */
  confidence: number;
  /** Words (lowercase, as read) recognised below the word threshold of OCR_BOUNDS. */
  doubtfulWords: string[];
  /** Lines (as read) whose mean confidence is below the line threshold of OCR_BOUNDS. */
  doubtfulLines: string[];
}

/** A section of the resume: its heading as written and the lines under it. */
export interface ResumeSection {
  heading: string;
  kind: SectionKind;
  lines: TextLine[];
}

export type SectionKind =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'awards'
  | 'publications'
  | 'languages'
  | 'interests'
  | 'volunteer'
  | 'references'
  | 'objective'
  | 'other';

/** Which experience-like section an entry came from; a scorer may weigh them apart. */
export type ExperienceKind =
  'work' | 'internship' | 'volunteer' | 'leadership' | 'campus' | 'military';

/** One job (or other dated entry) with its bullets. */
export interface ExperienceEntry {
  kind: ExperienceKind;
  title: string;
  company: string;
  location: string;
  startDate: string;
  endDate: string;
  /** "start – end" as written, for display. */
  duration: string;
  /** Whether the entry runs to the present. */
  current: boolean;
  /** Every achievement: each list item (of any glyph or none) and each sentence of a paragraph. */
  bullets: string[];
  /** The paragraphs as written (their sentences are in `bullets` too), for the paragraph check. */
  lines: string[];
  /** The entry's first header line, when the reader knows its place. */
  source: SourceRef | null;
  /**
   * Every document line the entry was read from: its header's lines (dates lifted from a
   * column or joined over two lines included) and each achievement's lines, in order.
   */
  origin?: { header: SourceRef[]; bullets: SourceRef[][] };
}

/** A part of the resume that could not be read reliably: no check advises on it. */
export interface UnsurePart {
  /** The section heading as written ('' for the whole document). */
  section: string;
  /** Why, in words a person reads ('no role could be read from this section'). */
  reason: string;
}

/** One school as read: degree, school, place, dates, honours, and every other line under it. */
export interface EducationEntry {
  degree: string;
  school: string;
  location: string;
  dates: string;
  honours: string[];
  details: string[];
}

/** Everything the parser understood. */
export interface ParsedResumeData {
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  /** Where the name and contact details were read (page and line), when the reader knows. */
  sources: Partial<Record<'name' | 'email' | 'phone' | 'location', SourceRef>>;
  links: string[];
  summary: string | null;
  sections: ResumeSection[];
  experience: ExperienceEntry[];
  education: string[];
  /** The education lines as schools, when they read as such (else only `education`). */
  educationEntries: EducationEntry[] | null;
  skills: string[];
  /** Parts the reader is unsure of; checks leave them alone. */
  unsure: UnsurePart[];
}
