// The scale corpus's rules on small hand-made inputs: labels ask only for what a page prints,
// the holdout depends only on names and ids, and pages are made offline.
import { describe, expect, it } from 'vitest';
import { heldOutThemes, isHeldOutPerson, scaleGroup } from './scale/holdout-rule';
import { offlineHtml } from './scale/offline-html';
import { prepareResume } from './scale/json-resume';
import { scaleLabel } from './scale/scale-labels';

const resume = prepareResume({
  basics: { name: ' Ada Park ', location: { countryCode: 'U.K.' } },
  work: [
    {
      company: 'Northwind Labs',
      position: 'Data Engineer',
      startDate: '2020-03',
      highlights: ['Cut nightly load time by 40%', 'Wrote the on-call guide'],
    },
    { name: 'Contoso', position: 'Analyst', startDate: '2017', endDate: '2019-12' },
  ],
  volunteer: [{ organization: 'Food Bank', position: 'Driver', startDate: '2015' }],
});

describe('scaleLabel', () => {
  const page = [
    'Ada Park',
    'Experience',
    'Data Engineer, Northwind Labs, Mar 2020 – Present',
    'Cut nightly load time by 40%',
    'Contoso 2017 – 2019',
  ].join('\n');

  it('labels what the page prints, from the JSON', () => {
    const label = scaleLabel(resume, page, { namesOpenEnd: true });
    expect(label).toEqual({
      name: 'Ada Park',
      experience: [
        {
          title: 'Data Engineer',
          company: 'Northwind Labs',
          start: '2020-03',
          end: 'present',
          bullets: ['Cut nightly load time by 40%'],
        },
        { title: null, company: 'Contoso', start: '2017', end: '2019-12', bullets: [] },
      ],
    });
  });

  it('asks for no open end a theme leaves blank, and for volunteering only under its heading', () => {
    expect(scaleLabel(resume, page, { namesOpenEnd: false }).experience[0]!.end).toBeNull();
    const withVolunteering = `${page}\nVolunteer\nFood Bank 2015 – Present\nDriver`;
    const roles = scaleLabel(resume, withVolunteering, { namesOpenEnd: true }).experience;
    expect(roles.map((r) => r.company)).toEqual(['Northwind Labs', 'Contoso', 'Food Bank']);
  });

  it('gives old-schema companies both names and drops a malformed country code', () => {
    expect(resume.work?.[0]).toMatchObject({ name: 'Northwind Labs', company: 'Northwind Labs' });
    expect(resume.basics?.location?.countryCode).toBeUndefined();
  });
});

describe('holdout rule', () => {
  it('holds out the two themes with the lowest sha256, whatever else is added', () => {
    const themes = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
    const held = heldOutThemes(themes);
    expect(held.size).toBe(2);
    // Adding a theme can only displace a held-out one by hashing lower still.
    const more = heldOutThemes([...themes, 'zeta', 'eta']);
    for (const name of held)
      if (!more.has(name)) expect(['zeta', 'eta'].some((n) => more.has(n))).toBe(true);
  });

  it('holds out about a third of the people, always the same ones', () => {
    const ids = Array.from({ length: 600 }, (_, i) => `person-${i}`);
    const held = ids.filter(isHeldOutPerson);
    expect(held.length).toBeGreaterThan(150);
    expect(held.length).toBeLessThan(250);
    expect(ids.filter(isHeldOutPerson)).toEqual(held);
    expect(scaleGroup(true, true)).toBe('held out both');
    expect(scaleGroup(false, true)).toBe('held-out themes');
    expect(scaleGroup(true, false)).toBe('held-out people');
  });
});

describe('offlineHtml', () => {
  it('drops remote stylesheets, imports, fonts and images, and keeps links', () => {
    const html = `<link rel="stylesheet" href="https://cdn.example.com/x.css"><style>@import url(
  https://fonts.example.com/css?family=Lato);
@font-face{src:url('//fonts.example.com/a.ttf')}</style>
<img src="&#x2F;&#x2F;img.example.com/a.png"><a href="https://example.com/me">me</a>`;
    const out = offlineHtml(html);
    expect(out).not.toMatch(/cdn\.|fonts\.example|img\.example/);
    expect(out).toContain('<a href="https://example.com/me">me</a>');
  });
});
