/** Namespaces by the prefix this reader knows them by, transitional and strict spellings alike. */
const PREFIXES: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing': 'wp',
  'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing': 'wp',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'urn:schemas-microsoft-com:vml': 'v',
  'http://schemas.microsoft.com/office/word/2010/wordml': 'w14',
};

const OURS = new Set(['', ...Object.values(PREFIXES)]);

/**
 * How to read element names whatever prefixes a writer chose: from the root's namespace
 * declarations, each prefix (and the default namespace) mapped to the one used here ('w' for
 * WordprocessingML). Null when the file already uses ours, the common case, so names are used
 * as written. A prefix bound to a namespace we do not know maps to a name nothing matches.
 */
export function namespaceRenames(rootTag: string): Map<string, string> | null {
  const renames = new Map<string, string>();
  for (const m of rootTag.matchAll(/\sxmlns(?::([\w.-]+))?\s*=\s*(["'])(.*?)\2/g)) {
    const prefix = m[1] ?? '';
    const known = PREFIXES[m[3]!];
    if (known !== undefined && known !== prefix) renames.set(prefix, known);
    // One of our prefixes bound elsewhere: its elements are none of ours.
    else if (known === undefined && OURS.has(prefix)) renames.set(prefix, `?${prefix}`);
  }
  return renames.size ? renames : null;
}

/** An element's name with its prefix renamed as `namespaceRenames` says. */
export function renamed(name: string, renames: Map<string, string> | null): string {
  if (!renames) return name;
  const colon = name.indexOf(':');
  const prefix = colon < 0 ? '' : name.slice(0, colon);
  const to = renames.get(prefix);
  return to === undefined ? name : `${to}:${name.slice(colon + 1)}`;
}
