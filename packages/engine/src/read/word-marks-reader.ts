import { headerReferenceReader, type Reference } from './docx-header-parts';
import { docxParagraphReader } from './docx-paragraphs';
import type { DocxStyle } from './docx-styles';
import type { WordParagraph } from './merge-word-lines';
import type { XmlVisitor } from './scan-xml';

/** What word/document.xml says besides its body's lines: its paragraphs' marks, its headers. */
export interface WordMarks {
  paragraphs: WordParagraph[];
  references: Reference[];
  /** word/styles.xml as docx-styles.ts reads it, for the headers' and footers' paragraphs. */
  styles: Map<string, DocxStyle>;
}

/**
 * Reads the marks (docx-paragraphs.ts) and header references (docx-header-parts.ts) of
 * word/document.xml as a visitor, to ride along the body reader's scan of the part. A reader
 * that fails on a damaged part stops there and the result is null: the body then stands alone.
 */
export function wordMarksReader(styles: Map<string, DocxStyle>): {
  visitor: XmlVisitor;
  result: () => WordMarks | null;
} {
  let failed = false;
  const guarded = (work: () => void) => {
    if (failed) return;
    try {
      work();
    } catch {
      failed = true;
    }
  };
  const paragraphs = docxParagraphReader(styles);
  const references = headerReferenceReader();
  const visitor: XmlVisitor = {
    text: (data) => guarded(() => paragraphs.visitor.text(data)),
    tag: (tag) =>
      guarded(() => {
        paragraphs.visitor.tag(tag);
        references.visitor.tag(tag);
      }),
  };
  return {
    visitor,
    result: () =>
      failed
        ? null
        : { paragraphs: paragraphs.paragraphs(), references: references.references(), styles },
  };
}
