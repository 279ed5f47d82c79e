import { findSoffice } from '../zoo/office-formats';
import { findChromium } from './print-with-chromium';

/**
 * Chromium (to print the themes' pages) and, when `office`, LibreOffice (to save them as DOCX).
 * Throws naming what to install when either is missing: the corpus cannot be made without them,
 * and a test that quietly made less of it would measure less than it claims.
 */
export function findScaleTools({ office }: { office: boolean }): {
  chromium: string;
  soffice: string | null;
} {
  const chromium = findChromium();
  const soffice = office ? findSoffice() : null;
  const wanted = [
    ...(chromium ? [] : ['Chromium (apt-get install chromium, or set CHROME_PATH)']),
    ...(office && !soffice
      ? ['LibreOffice (apt-get install libreoffice-writer, or node scripts/ensure-libreoffice.mjs)']
      : []),
  ];
  if (wanted.length)
    throw new Error(`the scale corpus needs ${wanted.join(' and ')}: install it and run again`);
  return { chromium: chromium!, soffice };
}
