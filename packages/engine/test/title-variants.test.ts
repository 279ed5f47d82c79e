import { describe, expect, it } from 'vitest';
import { titleVariants } from '../src/match/title-variants';
import { occupationOf } from '../src/match/occupation-of';

describe('other ways of writing a title', () => {
  it("reads a discipline's learner or helper as its practitioner", () => {
    expect(titleVariants('Process Engineering Intern')).toContain('Process Engineer');
    expect(titleVariants('Maintenance Engineering Co-Op')).toContain('Maintenance Engineer');
    expect(titleVariants('Engineering Services Manager')).not.toContain('engineer');
    expect(occupationOf('Process Engineering Intern')?.field).toBe('engineering');
    expect(occupationOf('Software Engineering Intern')?.field).toBe('software');
  });

  it('reads a head shared by two qualifiers with the first', () => {
    expect(titleVariants('Construction and Design Project Manager')).toContain(
      'Construction Project Manager',
    );
    expect(occupationOf('Construction and Design Project Manager')?.field).toBe('construction');
    // Taken only when it names a longer phrase: the title's own reading stands otherwise.
    expect(occupationOf('Sales and Marketing Manager')?.field).toBe('marketing');
  });

  it('places a title that names its field after the rank', () => {
    expect(occupationOf('Director of Finance')?.field).toBe('finance');
    expect(occupationOf('Volunteer Assistant Human Resource Manager')?.field).toBe('hr');
  });
});
