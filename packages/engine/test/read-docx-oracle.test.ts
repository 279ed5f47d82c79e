import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../src/read/read-docx';
import type { TextLine } from '../src/types';
import { renderDocx } from './fixtures/render-docx';
import { strongNurse, weakAccountant } from './fixtures/calibration-resumes';
import { wordResumeDocx } from './fixtures/word-resume-docx';
import { libreofficeDocx } from './oracle/libreoffice-docx';
import { mammothDocxLines } from './oracle/mammoth-docx-lines';
import { wordEdgeCases } from './oracle/word-edge-cases';
import { ensureZoo } from './zoo/ensure-zoo';
import { findSoffice } from './zoo/office-formats';
import { renderResumeDocx } from '../src/render/render-resume-docx';
import { richBody } from './fixtures/resume-bodies';

/** A line as the parser sees it: its text and marks, one string, so a difference reads plainly. */
const shown = (line: TextLine) =>
  `${line.text} |${line.bullet ? ' bullet' : ''}${line.emphasis ? ' emphasis' : ''}${line.heading ? ' heading' : ''}${line.spaceBefore ? ' apart' : ''}`;

async function compare(name: string, bytes: Uint8Array) {
  const [ours, reference] = await Promise.all([readDocx(bytes), mammothDocxLines(bytes)]);
  expect(ours.map(shown), name).toEqual(reference.map(shown));
  // Nothing else on a line differs either (page, font size).
  expect(ours, name).toEqual(reference);
}

const zoo = await ensureZoo();
const soffice = findSoffice();

describe('the DOCX body reader against the mammoth reading it replaced', () => {
  it('reads the Word fixtures line for line as before', async () => {
    await compare('word resume', await wordResumeDocx());
    const libreoffice = path.join(import.meta.dirname, 'fixtures/word-resume-libreoffice.docx');
    await compare('word resume, LibreOffice', new Uint8Array(await readFile(libreoffice)));
    await compare('nurse', await renderDocx(strongNurse));
    await compare('accountant', await renderDocx(weakAccountant));
    await compare('rendered by the engine', await renderResumeDocx(richBody));
  });

  it('reads each edge case as before: lists, tables, revisions, controls, notes, prefixes', async () => {
    const cases = await wordEdgeCases();
    expect(cases.length).toBeGreaterThan(10);
    for (const [name, bytes] of cases) await compare(name, bytes);
  });

  it('reads every DOCX of the layout zoo as before', { timeout: 300_000 }, async () => {
    let files = 0;
    for (const dir of zoo.dirs) {
      const names = (await readdir(dir)).filter((n) => n.endsWith('.docx'));
      for (const name of names) {
        await compare(`${dir}/${name}`, new Uint8Array(await readFile(path.join(dir, name))));
        files += 1;
      }
    }
    expect(files).toBeGreaterThanOrEqual(16 * zoo.dirs.length);
  });

  it(
    'reads DOCX written by LibreOffice (from DOC and from PDF) as before',
    { timeout: 600_000 },
    async () => {
      expect(soffice, 'LibreOffice (soffice) is needed to write these files').not.toBeNull();
      const files = await libreofficeDocx(soffice!, zoo.dirs[0]!);
      expect(files.length).toBeGreaterThanOrEqual(20);
      for (const file of files) await compare(file, new Uint8Array(await readFile(file)));
    },
  );
});
