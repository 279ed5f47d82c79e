// A plain-text resume the structure suite transforms, with what its writer put where. The
// transforms only rewrite pieces they can find by these facts, so a transform never has to
// guess which words are a title or a date.

/** One role as its text writes it. */
export interface WrittenRole {
  title: string;
  company: string;
  /** The place, when the text gives one. */
  location?: string;
  /** The date range exactly as it stands in the text ('Mar 2021 – Present'). */
  dates: string;
}

/** A resume's text and the facts its writer knows about it. */
export interface ResumeText {
  /** A name for messages ('zoo seed 3 company-first', 'calibration strongNurse'). */
  id: string;
  text: string;
  roles: WrittenRole[];
  /** Every section heading, as its line reads. */
  headings: string[];
  /** The heading of the work experience section, as its line reads. */
  experienceHeading: string;
}
