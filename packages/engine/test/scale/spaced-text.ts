/**
 * The job-site style of plain text: a blank line after every line, as some application forms
 * and ATS exports give back a pasted resume.
 */
export function spacedText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `${line}\n`)
    .join('\n');
}
