// Four digits with one space among them, as OCR splits a year ('2 017', '20 17', '201 7').
const SPLIT = /(?<![\d.,])(\d{1,3}) (\d{1,3})(?![\d.,%])/g;
const YEAR = /^(?:19[5-9]\d|20[0-4]\d)$/;
// A year is only joined where dates are: beside a month, a dash of a range or another year.
const DATED =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\b|[–—-]|\bpresent\b|\b(?:19|20)\d{2}\b/i;

/**
 * Puts back together a year that OCR split with a space ('Sep 2 017 – Present'), on lines that
 * hold dates; other numbers ('3 500 users') are left alone.
 */
export function joinSplitYears(text: string): string {
  if (!DATED.test(text)) return text;
  return text.replace(SPLIT, (whole, a: string, b: string) =>
    a.length + b.length === 4 && YEAR.test(a + b) ? a + b : whole,
  );
}
