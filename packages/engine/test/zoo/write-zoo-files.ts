import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeZooResume } from './make-zoo-resume';
import { renderZooDocx } from './render-zoo-docx';
import { renderZooPdf } from './render-zoo-pdf';
import { renderZooText } from './render-zoo-text';
import { zooLabel, type ZooFileLabel } from './zoo-labels';
import { OFFICE_FORMATS, ZOO_LAYOUTS, zooFileName, type ZooFormat } from './zoo-layouts';
import { zooPage } from './zoo-page';

/** labels.json of one seed's folder: file name -> what a reader must find in it. */
export interface ZooLabels {
  seed: number;
  files: Record<string, ZooFileLabel>;
}

/**
 * Writes one seed's zoo into `out`: every layout in each of its direct formats (PDF, DOCX,
 * TXT, Markdown) and labels.json. With `office`, labels.json also names the DOC and Word-made
 * PDF of every DOCX, which addOfficeFormats makes afterwards.
 */
export async function writeZooFiles(
  seed: number,
  out: string,
  { office }: { office: boolean },
): Promise<ZooLabels> {
  await mkdir(out, { recursive: true });
  const labels: ZooLabels = { seed, files: {} };
  // Odd seeds set their PDFs in embedded TrueType fonts, even seeds in standard Helvetica,
  // so both of the engine's PDF text paths are read.
  const embedFonts = seed % 2 === 1;
  for (const layout of ZOO_LAYOUTS) {
    const resume = makeZooResume(seed, layout.needsPromotion ? { promotion: true } : {});
    const page = zooPage(resume, layout);
    const formats: ZooFormat[] = [...layout.formats];
    if (office && layout.formats.includes('docx')) formats.push(...OFFICE_FORMATS);
    for (const format of formats) {
      const name = zooFileName(layout.id, format);
      labels.files[name] = zooLabel(resume, layout, format);
      let bytes: Uint8Array | string | null = null;
      if (format === 'pdf') bytes = await renderZooPdf(page, embedFonts);
      else if (format === 'docx') bytes = await renderZooDocx(page);
      else if (format === 'txt') bytes = renderZooText(page, false);
      else if (format === 'md') bytes = renderZooText(page, true);
      if (bytes !== null) await writeFile(path.join(out, name), bytes);
    }
  }
  await writeFile(path.join(out, 'labels.json'), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}
