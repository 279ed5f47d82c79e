import { attribute, scanXml, type XmlVisitor } from './scan-xml';

/** What a paragraph or character style of word/styles.xml says about the text set in it. */
export interface DocxStyle {
  name: string;
  /** Numbered or bulleted by the style itself ('List Bullet'), or named as a list style. */
  list: boolean;
  /** Named as a list style: a list paragraph even where its own numbering is taken off. */
  listName: boolean;
  /** 1-based heading level: the style's outline level, or the N of 'heading N'; 0 for none. */
  level: number;
  bold: boolean;
}

interface RawStyle {
  name: string;
  basedOn: string | null;
  numbered: boolean | null;
  outline: number | null;
  bold: boolean | null;
}

/** Word writes on/off properties as <w:b/>, <w:b w:val="1"/>, or w:val="0"/"false"/"off". */
export function isOn(raw: string): boolean {
  const value = attribute(raw, 'w:val');
  return value === null || !/^(?:0|false|off)$/i.test(value);
}

function rawStyleReader(): { visitor: XmlVisitor; styles: Map<string, RawStyle> } {
  const styles = new Map<string, RawStyle>();
  let current: RawStyle | null = null;
  let inRunProperties = false;
  const visitor: XmlVisitor = {
    text() {},
    tag({ name, closing, empty, raw }) {
      if (name === 'w:style') {
        if (closing || empty) {
          current = null;
          return;
        }
        current = { name: '', basedOn: null, numbered: null, outline: null, bold: null };
        styles.set(attribute(raw, 'w:styleId') ?? '', current);
        return;
      }
      if (!current || closing) {
        if (name === 'w:rPr') inRunProperties = false;
        return;
      }
      if (name === 'w:rPr') inRunProperties = !empty;
      else if (name === 'w:name') current.name = attribute(raw, 'w:val') ?? '';
      else if (name === 'w:basedOn') current.basedOn = attribute(raw, 'w:val');
      else if (name === 'w:numId') current.numbered = attribute(raw, 'w:val') !== '0';
      else if (name === 'w:outlineLvl') current.outline = Number(attribute(raw, 'w:val'));
      else if (name === 'w:b' && inRunProperties) current.bold = isOn(raw);
    },
  };
  return { visitor, styles };
}

/**
 * The styles of word/styles.xml by id, each with what it inherits through w:basedOn (followed
 * at most ten steps, as a loop of styles based on each other is possible in a damaged file).
 */
export function readDocxStyles(xml: string): Map<string, DocxStyle> {
  const reader = docxStyleReader();
  scanXml(xml, reader.visitor);
  return reader.styles();
}

/** readDocxStyles as a visitor, so one scan of word/styles.xml can feed other readers too. */
export function docxStyleReader(): { visitor: XmlVisitor; styles: () => Map<string, DocxStyle> } {
  const reader = rawStyleReader();
  return { visitor: reader.visitor, styles: () => inherited(reader.styles) };
}

/** Each style with what it inherits (see readDocxStyles). */
function inherited(raw: Map<string, RawStyle>): Map<string, DocxStyle> {
  const styles = new Map<string, DocxStyle>();
  for (const [id, style] of raw) {
    let numbered: boolean | null = null;
    let outline: number | null = null;
    let bold: boolean | null = null;
    let step: RawStyle | undefined = style;
    for (let depth = 0; step && depth < 10; depth += 1) {
      numbered ??= step.numbered;
      outline ??= step.outline;
      bold ??= step.bold;
      step = step.basedOn === null ? undefined : raw.get(step.basedOn);
    }
    const heading = /^heading\s*([1-9])$/i.exec(style.name)?.[1];
    // Outline level 9 is body text; 0-8 are heading levels 1-9.
    const level =
      outline !== null && outline >= 0 && outline < 9 ? outline + 1 : Number(heading ?? 0);
    const listName = /^list\b/i.test(style.name);
    styles.set(id, {
      name: style.name,
      list: Boolean(numbered) || listName,
      listName,
      level,
      bold: Boolean(bold),
    });
  }
  return styles;
}
