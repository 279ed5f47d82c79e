/**
 * Characters a stored file name may not contain: control characters, invisible format characters
 * (a right-to-left override makes 'resume\u202etxt.exe' display as 'resumeexe.txt') and
 * path/shell specials.
 */
function isUnsafe(char: string): boolean {
  return /[\p{Cc}\p{Cf}]/u.test(char) || '<>:"|?*'.includes(char);
}

/** A file name safe to store and show: no folders, control characters or odd length. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => !isUnsafe(c))
    .join('')
    .replace(/^\.+/, '')
    .trim();
  return (clean || 'resume').slice(0, 200);
}
