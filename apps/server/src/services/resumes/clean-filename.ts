/** Characters a stored file name may not contain: control characters and path/shell specials. */
function isUnsafe(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 32 || code === 127 || '<>:"|?*'.includes(char);
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
