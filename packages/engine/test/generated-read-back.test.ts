import { beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import type { ResumeData } from '../src/generate/resume-data';
import { compareReadBack } from '../src/cli/compare-read-back';
import { DOWNLOADS, generateFromFile, type DownloadFormat } from '../src/cli/read-back-downloads';
import { GENERATOR_SOURCES } from './fixtures/generator-sources';
import { richBody } from './fixtures/resume-bodies';

const TODAY = new Date('2026-06-01');
const FORMATS = Object.keys(DOWNLOADS) as DownloadFormat[];

async function readBack(format: DownloadFormat, data: ResumeData) {
  const doc = await readDocument(await DOWNLOADS[format](data));
  return { doc, parsed: parseResume(doc) };
}

describe.each(GENERATOR_SOURCES)('a resume generated from a $shape', (source) => {
  let data: ResumeData;
  beforeAll(async () => {
    data = await generateFromFile(await source.bytes(), source.job, TODAY);
  });

  it('previews the person’s name and every role as the file has them', () => {
    expect(data.personal_info.name).toBe(source.name);
    expect(data.experience.map((r) => [r.title, r.company, r.duration])).toEqual(
      source.roles.map((r) => [r.title, r.company, r.duration]),
    );
    expect(data.experience.map((r) => r.achievements.length)).toEqual(
      source.roles.map((r) => r.achievements.length),
    );
  });

  it.each(FORMATS)(
    'downloads as %s that reads back to the preview’s name, roles, dates and achievements',
    async (format) => {
      const { doc, parsed } = await readBack(format, data);
      expect(doc.format).toBe(format);
      expect(parsed.name).toBe(data.personal_info.name);
      expect(
        parsed.experience.map((e) => ({
          title: e.title,
          company: e.company,
          startDate: e.startDate,
          endDate: e.endDate,
          bullets: e.bullets,
        })),
      ).toEqual(
        data.experience.map((r) => ({
          title: r.title,
          company: r.company,
          startDate: r.start,
          endDate: r.end,
          bullets: r.achievements,
        })),
      );
      expect(compareReadBack(data, parsed)).toEqual({
        name: true,
        roles: true,
        dates: true,
        achievements: true,
        misses: [],
      });
    },
  );
});

describe('compareReadBack', () => {
  const read = async () => (await readBack('txt', { ...richBody } as ResumeData)).parsed;

  it('finds a name, a role, a date and an achievement that differ from the preview', async () => {
    const parsed = await read();
    parsed.name = 'Dana W.';
    parsed.experience[1]!.company = 'Tidewater';
    parsed.experience[2]!.endDate = 'Jun 2018';
    parsed.experience[0]!.bullets = parsed.experience[0]!.bullets.slice(1);
    const result = compareReadBack(richBody, parsed);
    expect(result).toMatchObject({ name: false, roles: false, dates: false, achievements: false });
    expect(result.misses).toEqual([
      'name "Dana Whitfield" read as "Dana W."',
      expect.stringMatching(/^role 1 achievement 1 "Moved the ledger service/),
      'role 2 "Principal Site Reliability Engineer, Payments Infrastructure and Developer Tooling | Tidewater Logistics, Inc." read as "Principal Site Reliability Engineer, Payments Infrastructure and Developer Tooling | Tidewater"',
      'role 3 dates "Aug 2016–May 2018" read as "Aug 2016–Jun 2018"',
    ]);
  });

  it('counts a role more or less as different roles, and spaces around a range’s dash as none', async () => {
    const parsed = await read();
    parsed.experience = parsed.experience.slice(0, 2);
    expect(compareReadBack(richBody, parsed).roles).toBe(false);
    const whole = await read();
    whole.experience[0]!.startDate = 'Mar 2021 ';
    expect(compareReadBack(richBody, whole)).toMatchObject({ roles: true, dates: true });
  });
});
