/** Words people add to a file name when saving a new version of the same resume. */
const VERSION_WORDS =
  /^(v?\d{1,8}|final|new|newest|latest|updated|update|copy|draft|rev\d*|edit(ed)?)$/;

/**
 * A file name reduced to what names the resume: no extension, no case, no punctuation and no
 * version words, so "Jane_Doe_Resume_v2 (1).pdf" and "jane-doe-resume.docx" compare equal.
 */
export function versionFilename(filename: string): string {
  const words = filename
    .toLowerCase()
    .replace(/\.[a-z0-9]{1,5}$/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  while (words.length > 1 && VERSION_WORDS.test(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}
