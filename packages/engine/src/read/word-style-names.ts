import { attribute, scanXml, type XmlVisitor } from './scan-xml';

/** What the body reader needs of word/styles.xml: style names, and numbering styles' lists. */
export interface WordStyleNames {
  /** Paragraph style names by style id. */
  paragraph: Map<string, string | null>;
  /** Character style names by style id. */
  character: Map<string, string | null>;
  /** The numId a numbering style stands for (a list's w:numStyleLink points at such a style). */
  numbering: Map<string, string | null>;
}

interface Style {
  kind: string;
  id: string | null;
  name: string | null;
  numId: string | null;
}

/**
 * The styles of word/styles.xml by kind, from the root's own w:style children. The first style
 * with an id keeps it: Word's rule for ids given twice (later ones are renamed on open).
 */
export function readWordStyleNames(xml: string): WordStyleNames {
  const reader = wordStyleNameReader();
  scanXml(xml, reader.visitor);
  return reader.names;
}

/** readWordStyleNames as a visitor, so one scan of word/styles.xml can feed other readers too. */
export function wordStyleNameReader(): { visitor: XmlVisitor; names: WordStyleNames } {
  const names: WordStyleNames = {
    paragraph: new Map(),
    character: new Map(),
    numbering: new Map(),
  };
  const kinds: Record<string, Map<string, string | null>> = { ...names };
  // Element names from the root down to the open element.
  const stack: string[] = [];
  let style: Style | null = null;
  const done = () => {
    const set = style && kinds[style.kind];
    if (set && style!.id !== null && !set.has(style!.id))
      set.set(style!.id, style!.kind === 'numbering' ? style!.numId : style!.name);
    style = null;
  };
  const visitor: XmlVisitor = {
    text() {},
    tag({ name, closing, empty, raw }) {
      if (closing) {
        stack.pop();
        if (stack.length === 1 && style) done();
        return;
      }
      if (stack.length === 1 && name === 'w:style') {
        const kind = attribute(raw, 'w:type') ?? '';
        style = { kind, id: attribute(raw, 'w:styleId'), name: null, numId: null };
      } else if (style) {
        const path = `${stack.slice(2).join('/')}/${name}`;
        if (path === '/w:name') style.name ??= attribute(raw, 'w:val');
        else if (path === 'w:pPr/w:numPr/w:numId') style.numId ??= attribute(raw, 'w:val');
      }
      if (!empty) stack.push(name);
      else if (stack.length === 1 && style) done();
    },
  };
  return { visitor, names };
}
