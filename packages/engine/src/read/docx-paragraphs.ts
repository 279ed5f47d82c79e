import { decodeXmlText } from './decode-xml-text';
import { isOn, type DocxStyle } from './docx-styles';
import { attribute, scanXml, type XmlTag, type XmlVisitor } from './scan-xml';
import type { WordParagraph } from './merge-word-lines';

interface Open {
  paragraph: WordParagraph;
  /** Bold and plain letters seen, to tell a bold paragraph from one with a bold word. */
  boldLetters: number;
  plainLetters: number;
  styleBold: boolean;
  /** Its style is named as a list style, so numbering taken off (numId 0) leaves it a list item. */
  listStyle: boolean;
  /** For a paragraph inside another (a text box's), its place among the outer one's followers. */
  slot: number;
}

/** Elements whose contents are not the paragraph's text (properties, deleted or field code). */
const PROPERTIES = new Set(['w:pPr', 'w:rPr', 'w:sdtPr', 'w:del', 'w:moveFrom']);

/**
 * The paragraphs of a WordprocessingML part in reading order: body paragraphs and table cells
 * as they come, and the paragraphs of a text box right after the paragraph it is anchored in
 * (where the body reader puts VML ones too), in the order they start. Of the alternatives Word writes for a
 * drawing (mc:Choice, a DrawingML text box, and mc:Fallback, the same in VML), the first that
 * holds text is read, so nothing is read twice. One pass over the tags: linear in the part.
 */
export function docxParagraphs(xml: string, styles: Map<string, DocxStyle>): WordParagraph[] {
  const reader = docxParagraphReader(styles);
  scanXml(xml, reader.visitor);
  return reader.paragraphs();
}

/**
 * docxParagraphs as a visitor, so a part scanned once can feed it and other readers; the
 * paragraphs are ready once the scan is done.
 */
export function docxParagraphReader(styles: Map<string, DocxStyle>): {
  visitor: XmlVisitor;
  paragraphs: () => WordParagraph[];
} {
  const out: WordParagraph[] = [];
  const open: Open[] = [];
  // The paragraphs inside the open top-level one, in the order they start: they follow it.
  let inside: (WordParagraph | null)[] = [];
  // Per mc:AlternateContent: whether an alternative was read already.
  const alternatives: boolean[] = [];
  let skip: { name: string; depth: number } | null = null;
  let inProperties = 0;
  let inText = false;
  let runBold = false;
  let textBoxes = 0;

  const start = (tag: XmlTag) => {
    const top = open.at(-1);
    if (tag.name === 'w:p') {
      open.push({
        paragraph: { text: '', list: false, level: 0, bold: false, textBox: textBoxes > 0 },
        boldLetters: 0,
        plainLetters: 0,
        styleBold: false,
        listStyle: false,
        slot: open.length ? inside.push(null) - 1 : -1,
      });
    } else if (tag.name === 'w:txbxContent') textBoxes += 1;
    else if (tag.name === 'mc:AlternateContent') alternatives.push(false);
    else if (tag.name === 'mc:Choice' || tag.name === 'mc:Fallback') {
      if (alternatives.at(-1)) skip = { name: tag.name, depth: 1 };
    } else if (PROPERTIES.has(tag.name)) inProperties += 1;
    if (!top) return;
    const paragraph = top.paragraph;
    // Paragraph properties count only directly in w:pPr, not in a revision's old copy of them.
    const direct = inProperties === 1;
    if (tag.name === 'w:pStyle' && direct) {
      const style = styles.get(attribute(tag.raw, 'w:val') ?? '');
      paragraph.list ||= style?.list ?? false;
      paragraph.level ||= style?.level ?? 0;
      top.styleBold = style?.bold ?? false;
      top.listStyle = style?.listName ?? false;
    } else if (tag.name === 'w:numId' && direct)
      paragraph.list = attribute(tag.raw, 'w:val') !== '0' || top.listStyle;
    else if (tag.name === 'w:outlineLvl' && direct) {
      const level = Number(attribute(tag.raw, 'w:val'));
      if (level >= 0 && level < 9) paragraph.level = level + 1;
    } else if (tag.name === 'w:r') runBold = top.styleBold;
    else if (tag.name === 'w:rStyle')
      runBold ||= styles.get(attribute(tag.raw, 'w:val') ?? '')?.bold ?? false;
    else if (tag.name === 'w:b' && direct) runBold = isOn(tag.raw);
    else if (inProperties > 0) return;
    else if (tag.name === 'w:t') inText = !tag.empty;
    else if (tag.name === 'w:tab') paragraph.text += '\t';
    else if (tag.name === 'w:noBreakHyphen') paragraph.text += '-';
    else if (tag.name === 'w:cr') paragraph.text += '\n';
    else if (tag.name === 'w:br') {
      const type = attribute(tag.raw, 'w:type');
      // Page and column breaks move text without starting a new line of it (as in the body reader).
      if (type === null || type === 'textWrapping') paragraph.text += '\n';
    }
  };

  const end = (name: string) => {
    if (name === 'w:t') inText = false;
    else if (PROPERTIES.has(name)) inProperties = Math.max(0, inProperties - 1);
    else if (name === 'w:txbxContent') textBoxes = Math.max(0, textBoxes - 1);
    else if (name === 'mc:AlternateContent') alternatives.pop();
    else if (name === 'w:p') {
      const done = open.pop();
      if (!done) return;
      const { paragraph } = done;
      paragraph.bold = done.boldLetters > 0 && done.plainLetters === 0;
      if (done.slot >= 0) {
        inside[done.slot] = paragraph;
        return;
      }
      out.push(paragraph);
      for (const follower of inside) if (follower) out.push(follower);
      inside = [];
    }
  };

  const visitor: XmlVisitor = {
    text(data) {
      const top = open.at(-1);
      if (!inText || skip || !top) return;
      const text = decodeXmlText(data);
      top.paragraph.text += text;
      const letters = text.replace(/[^\p{L}\p{N}]/gu, '').length;
      if (runBold) top.boldLetters += letters;
      else top.plainLetters += letters;
      // The alternatives being read hold text: the ones after them are the same drawing again.
      // Marked from the innermost out, stopping at one marked before (all outside it are too).
      for (let i = alternatives.length - 1; letters && i >= 0 && !alternatives[i]; i -= 1)
        alternatives[i] = true;
    },
    tag(tag) {
      if (skip) {
        if (tag.name === skip.name && !tag.empty) skip.depth += tag.closing ? -1 : 1;
        if (skip.depth === 0) skip = null;
        return;
      }
      if (tag.closing) end(tag.name);
      else {
        start(tag);
        if (tag.empty) end(tag.name);
      }
    },
  };
  return { visitor, paragraphs: () => out };
}
