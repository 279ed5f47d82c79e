import type { PdfPageText } from '@resumerank/engine/read/read-pdf-pdfjs';
import type { QuickRead } from '@resumerank/engine/read/pdf-text/read-pdf-text';
import type { PdfiumPage } from './pdfium-text';
import { agreement, characterDifferences, squeeze } from './text-agreement';

/**
 * Bold by the font's name, the reference for "the font is bold": weight words in the name, and
 * TeX's bold extended faces (CMBX, CMSSBX, SFBX, ...), whose names carry no weight word.
 */
export function boldByName(font: string): boolean {
  const name = font.replace(/^[A-Z]{6}\+/, '');
  return (
    /bold|black|heavy|demi|semibold|extrabold/i.test(name) || /^(CM|LM|SF|EC)\w*BX/i.test(name)
  );
}

/** The rule the engine applies to a pdf.js item's font name and family (read/read-pdf.ts). */
const engineBoldRule = (text: string) => /bold|black|heavy|semibold/i.test(text);

const LIGATURE = /[\ufb00-\ufb06]/gu;
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

export interface Fidelity {
  pages: number;
  /** Non-whitespace characters PDFium reports. */
  glyphs: number;
  /** All characters PDFium reports, generated spaces and line breaks included. */
  chars: number;
  quickRefused: string | null;
  /** Agreement (0..1) of the texts with whitespace removed; null when the quick reader refused. */
  pdfiumVsQuick: number | null;
  pdfiumVsPdfjs: number;
  quickVsPdfjs: number | null;
  /** Characters PDFium has more (+) or fewer (-) of than the engine's reader (quick, else pdf.js). */
  differences: string;
  /**
   * Share of characters whose font size (to 0.5 pt) PDFium and the engine's reader agree on:
   * FPDFText_GetFontSize as it is, and times the character matrix's scale.
   */
  fontSizes: { reported: number; scaled: number };
  ligatures: { quick: number | null; pdfjs: number; pdfium: number };
  softHyphens: { quick: number | null; pdfjs: number; pdfium: number };
  /** Characters PDFium flags with FPDFText_IsHyphen (a hyphen ending a broken line). */
  pdfiumHyphenFlags: number;
  /** Characters PDFium inserted (spaces, line breaks). */
  pdfiumGenerated: number;
  bold: {
    /** Glyphs in a bold font (by its name, see boldByName). */
    truth: number;
    /** Of those, PDFium's weight >= 600 finds ... */
    weightFound: number;
    /** ... and it calls this many regular glyphs bold. */
    weightFalse: number;
    /** The engine's name rule on PDFium's font names: found, wrongly bold. */
    nameFound: number;
    nameFalse: number;
    /** Weight >= 600 or the name rule. */
    eitherFound: number;
    eitherFalse: number;
    /** Weight at least 1.4 times the page's body text weight (the most common one). */
    relativeFound: number;
    relativeFalse: number;
    /** What the engine marks bold today: items flagged by read-pdf.ts's rule, of all items. */
    engineQuickItems: string;
    engineReaderItems: string;
  };
  /** Weights PDFium reports, by font name. */
  weights: Map<string, Set<number>>;
}

function itemsText(pages: Array<{ items: Array<{ str: string }> }>): string {
  return pages.map((p) => p.items.map((i) => i.str).join(' ')).join('\n');
}

function pdfiumText(pages: PdfiumPage[]): string {
  return pages.map((p) => String.fromCodePoint(...p.chars.map((c) => c.code))).join('\n');
}

/** Font sizes, rounded to 0.5 pt, weighted by the non-whitespace characters set in them. */
function sizeHistogram(entries: Array<[size: number, chars: number]>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [size, chars] of entries) {
    if (!chars) continue;
    const key = Math.round(size * 2) / 2;
    out.set(key, (out.get(key) ?? 0) + chars);
  }
  return out;
}

function histogramAgreement(a: Map<number, number>, b: Map<number, number>): number {
  let shared = 0;
  let total = 0;
  for (const [k, n] of a) shared += Math.min(n, b.get(k) ?? 0);
  for (const n of a.values()) total += n;
  let totalB = 0;
  for (const n of b.values()) totalB += n;
  return shared / Math.max(total, totalB, 1);
}

const itemSize = (transform: number[]) => Math.hypot(transform[0] ?? 0, transform[1] ?? 0);

/** What each reader gives for one file: the same text, font sizes, bold, ligatures, hyphens. */
export function compareReaders(
  quick: QuickRead,
  pdfjs: PdfPageText[],
  pdfium: PdfiumPage[],
): Fidelity {
  const quickPages = 'pages' in quick ? quick.pages : null;
  const quickText = quickPages ? itemsText(quickPages) : null;
  const pdfjsText = itemsText(pdfjs);
  const pText = pdfiumText(pdfium);
  const engineText = quickText ?? pdfjsText;
  const engineItems = quickPages ?? pdfjs;

  const glyphs = pdfium.flatMap((p) => p.chars).filter((c) => !c.generated && c.code > 0x20);
  const weights = new Map<string, Set<number>>();
  for (const c of glyphs) {
    const set = weights.get(c.font) ?? new Set<number>();
    set.add(c.weight);
    weights.set(c.font, set);
  }
  const bold = {
    truth: 0,
    weightFound: 0,
    weightFalse: 0,
    nameFound: 0,
    nameFalse: 0,
    eitherFound: 0,
    eitherFalse: 0,
    relativeFound: 0,
    relativeFalse: 0,
    engineQuickItems: '',
    engineReaderItems: '',
  };
  for (const page of pdfium) {
    const pageGlyphs = page.chars.filter((c) => !c.generated && c.code > 0x20);
    const byWeight = new Map<number, number>();
    for (const c of pageGlyphs) byWeight.set(c.weight, (byWeight.get(c.weight) ?? 0) + 1);
    const body = [...byWeight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 400;
    for (const c of pageGlyphs) {
      const truth = boldByName(c.font);
      const heavy = c.weight >= 600;
      const named = engineBoldRule(c.font);
      const relative = body > 0 && c.weight >= body * 1.4;
      if (truth) bold.truth += 1;
      const tally = (found: boolean, key: 'weight' | 'name' | 'either' | 'relative') => {
        if (found && truth) bold[`${key}Found`] += 1;
        if (found && !truth) bold[`${key}False`] += 1;
      };
      tally(heavy, 'weight');
      tally(named, 'name');
      tally(heavy || named, 'either');
      tally(relative, 'relative');
    }
  }
  const engineFlags = (pages: PdfPageText[] | Array<{ items: PdfPageText['items'] }>) => {
    const items = pages.flatMap((p) =>
      p.items
        .filter((i) => i.str.trim())
        .map((i) => {
          const styles = 'styles' in p ? (p.styles as PdfPageText['styles']) : {};
          return engineBoldRule(`${i.fontName} ${styles[i.fontName]?.fontFamily ?? ''}`);
        }),
    );
    return `${items.filter(Boolean).length}/${items.length}`;
  };
  bold.engineQuickItems = quickPages ? engineFlags(quickPages) : '';
  bold.engineReaderItems = engineFlags(pdfjs);

  const sizesEngine = sizeHistogram(
    engineItems.flatMap((p) =>
      p.items.map((i): [number, number] => [itemSize(i.transform), squeeze(i.str).length]),
    ),
  );
  const sizesReported = sizeHistogram(glyphs.map((c): [number, number] => [c.fontSize, 1]));
  const sizesScaled = sizeHistogram(glyphs.map((c): [number, number] => [c.size, 1]));

  return {
    pages: pdfium.length,
    glyphs: glyphs.length,
    chars: pdfium.reduce((n, p) => n + p.chars.length, 0),
    quickRefused: 'unsupported' in quick ? quick.unsupported : null,
    pdfiumVsQuick: quickText === null ? null : agreement(pText, quickText),
    pdfiumVsPdfjs: agreement(pText, pdfjsText),
    quickVsPdfjs: quickText === null ? null : agreement(quickText, pdfjsText),
    differences: characterDifferences(pText, engineText),
    fontSizes: {
      reported: histogramAgreement(sizesReported, sizesEngine),
      scaled: histogramAgreement(sizesScaled, sizesEngine),
    },
    ligatures: {
      quick: quickText === null ? null : count(quickText, LIGATURE),
      pdfjs: count(pdfjsText, LIGATURE),
      pdfium: count(pText, LIGATURE),
    },
    softHyphens: {
      quick: quickText === null ? null : count(quickText, /\u00ad/gu),
      pdfjs: count(pdfjsText, /\u00ad/gu),
      pdfium: count(pText, /\u00ad/gu),
    },
    pdfiumHyphenFlags: pdfium.flatMap((p) => p.chars).filter((c) => c.hyphen).length,
    pdfiumGenerated: pdfium.flatMap((p) => p.chars).filter((c) => c.generated).length,
    bold,
    weights,
  };
}
