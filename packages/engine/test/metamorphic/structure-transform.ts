import type { ResumeText } from './resume-text';

/**
 * A rewrite of a resume's text that must leave its roles as the engine reads them. `keeps`
 * says what the rewritten dates still denote: a style that drops the month ('2020 – now')
 * is compared on years alone.
 */
export interface StructureTransform {
  name: string;
  keeps: 'month' | 'year';
  apply(resume: ResumeText): string;
}

/** A transform that keeps every date to the month. */
export const keepingMonths = (
  name: string,
  apply: (resume: ResumeText) => string,
): StructureTransform => ({ name, keeps: 'month', apply });

/** Text as a literal regular expression source. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every line of the text through `f` (line ends are '\n' in every text the suite starts from). */
export const mapLines = (text: string, f: (line: string) => string): string =>
  text.split('\n').map(f).join('\n');
