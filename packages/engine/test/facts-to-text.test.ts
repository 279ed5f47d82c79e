import { describe, expect, it } from 'vitest';
import { factsToText, type ResumeFacts } from '../src/generate/facts-to-text';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';

const facts: ResumeFacts = {
  name: 'Priya Natarajan',
  email: 'priya.natarajan@example.com',
  phone: '(312) 555-0142',
  location: 'Chicago, IL',
  roles: [
    {
      title: 'Logistics Coordinator',
      company: 'Lakeview Distribution',
      start: 'Apr 2021',
      end: '',
      achievements: [
        'Scheduled 300 outbound trucks a week across two docks',
        '• Cut late deliveries by 18% by re-sequencing pick waves',
      ],
    },
    {
      title: 'Warehouse Associate | Night shift',
      company: 'Midway Foods',
      start: '06/2018',
      end: 'Mar 2021',
      achievements: ['Trained 12 new associates on the scanning system'],
    },
  ],
  education: ['A.A.S. Supply Chain Management, Harold Washington College, 2018'],
  skills: ['Inventory control', 'Microsoft Excel', 'Forklift certified'],
};

async function readBack(text: string) {
  return parseResume(await readDocument(new TextEncoder().encode(text)));
}

describe('factsToText', () => {
  it('writes the details as a resume the engine reads back to the same roles and achievements', async () => {
    const text = factsToText(facts);
    const parsed = await readBack(text);
    expect(parsed.name).toBe('Priya Natarajan');
    expect(parsed.email).toBe('priya.natarajan@example.com');
    expect(parsed.phone).toBe('(312) 555-0142');
    expect(
      parsed.experience.map((e) => ({
        title: e.title,
        company: e.company,
        current: e.current,
        bullets: e.bullets,
      })),
    ).toEqual([
      {
        title: 'Logistics Coordinator',
        company: 'Lakeview Distribution',
        current: true,
        bullets: [
          'Scheduled 300 outbound trucks a week across two docks',
          'Cut late deliveries by 18% by re-sequencing pick waves',
        ],
      },
      {
        title: 'Warehouse Associate / Night shift',
        company: 'Midway Foods',
        current: false,
        bullets: ['Trained 12 new associates on the scanning system'],
      },
    ]);
    expect(parsed.experience[0]!.duration).toMatch(/Apr 2021/);
    expect(parsed.experience[1]!.duration).toMatch(/Mar 2021/);
    expect(parsed.education.join(' ')).toContain('Harold Washington College');
    expect(parsed.skills).toEqual(expect.arrayContaining(['Microsoft Excel']));
  });

  it('writes the role header, the dates and the bullets in the layout the reader expects', () => {
    const lines = factsToText(facts).split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Priya Natarajan',
      'priya.natarajan@example.com | (312) 555-0142 | Chicago, IL',
      '',
      'EXPERIENCE',
    ]);
    expect(lines).toContain('Logistics Coordinator | Lakeview Distribution');
    expect(lines).toContain('Apr 2021 – Present');
    expect(lines).toContain('06/2018 – Mar 2021');
    expect(lines).toContain('- Cut late deliveries by 18% by re-sequencing pick waves');
  });

  it('leaves out the sections a person left empty', () => {
    const text = factsToText({ ...facts, phone: '', location: '', education: [], skills: [] });
    expect(text).not.toMatch(/EDUCATION|SKILLS/);
    expect(text.split('\n')[1]).toBe('priya.natarajan@example.com');
  });
});
