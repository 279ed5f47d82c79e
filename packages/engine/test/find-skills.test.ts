import { describe, expect, it } from 'vitest';
import { findSkills } from '../src/skills/find-skills';
import { skillsTaxonomy } from '../src/data/skills-taxonomy';

const names = (text: string) => findSkills(text).map((s) => s.name);

describe('skills taxonomy', () => {
  it('is large, with each canonical name once', () => {
    expect(skillsTaxonomy.length).toBeGreaterThan(1000);
    const canonical = skillsTaxonomy.map((s) => s.name.toLowerCase());
    expect(new Set(canonical).size).toBe(canonical.length);
  });

  it('finds skills by name, acronym and synonym, across professions', () => {
    expect(names('Built services in TS on k8s with Golang')).toEqual(
      expect.arrayContaining(['TypeScript', 'Go']),
    );
    expect(names('Read blueprints and kept OSHA compliance on every job site')).toEqual(
      expect.arrayContaining(['Blueprint reading', 'OSHA compliance']),
    );
    expect(names('Ran qPCR and HPLC assays under GLP')).toEqual(
      expect.arrayContaining(['PCR', 'Chromatography', 'Good laboratory practice']),
    );
    expect(names('Ran legal research on Westlaw')).toEqual(
      expect.arrayContaining(['Legal research', 'Westlaw']),
    );
  });

  it('does not take everyday words for skills', () => {
    expect(names('I excel at teamwork and go the extra mile to spark ideas')).toEqual(['Teamwork']);
    expect(names('John DOE, a discovery phase and data collections')).toEqual(
      expect.not.arrayContaining(['Experimental design', 'E-discovery', 'Debt collection']),
    );
  });
});
