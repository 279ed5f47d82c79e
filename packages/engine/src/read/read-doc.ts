import type { TextLine } from '../types';
import { EngineError } from '../engine-error';
import { linesFromText } from './lines-from-text';

/** Reads a legacy Word (.doc) file's body text with word-extractor. */
export async function readDoc(bytes: Uint8Array): Promise<TextLine[]> {
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes));
    return linesFromText(doc.getBody());
  } catch {
    throw new EngineError('MALFORMED');
  }
}
