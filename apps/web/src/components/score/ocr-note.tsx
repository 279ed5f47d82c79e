import type { ScoreResults } from '@resumerank/contract/scoring';

/**
 * Says that the resume was a scan read by text recognition, and how sure that reading was: a
 * spelling suggestion may then come from the scan rather than from the person.
 */
export function OcrNote({ ocr }: { ocr: ScoreResults['ocr'] }) {
  if (!ocr) return null;
  return (
    <p
      role="note"
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      Read from a scanned image by text recognition (confidence {Math.round(ocr.confidence)}%).
      Check the spelling suggestions against your file.
    </p>
  );
}
