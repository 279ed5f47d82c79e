import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { describeEntryLine } from '../src/parse/experience/describe-entry-line';
import { headingKind } from '../src/parse/classify-heading';
import { pdfOf } from './fixtures/pdf-lines';

// An academic CV that sets each role's range first on its line, the title and employer after
// it (issue #23, wild set: a statistician's LaTeX CV). A made-up person.
const cv = pdfOf([
  ['Chiara Bellandi', 30],
  ['chiara.bellandi@example.com'],
  ['Current Postition', 14.3],
  ['2023 – 2025 Assistant Professor in Biostatistics, Department of Public Health.'],
  ['University of Aarhus, Denmark.'],
  ['Experience', 14.3],
  ['2023 – 2025 Statistical Advisor, Department of Infectious Diseases, Odense Hospital, Denmark.'],
  ['Support medical PhD students with their statistical analysis plans'],
  ['2021 – 2023 Postdoctoral researcher in Biostatistics, Department of Public Health.'],
  ['University of Aarhus, Denmark.'],
  ['Causal inference and targeted learning with longitudinal observational data'],
  ['2018 – 2020 Consultant doctoral student, Biomarker team, Lumen Pharma. Lyon, France.'],
  ['Clustered data and sample size calculation.'],
  ['Skills', 14.3],
  ['R, Rcpp, C++, SQL'],
]);

describe('roles whose lines open with their range', () => {
  it('reads the post held now under a misspelt heading as a role', () => {
    expect(headingKind('Current Postition')).toBe('experience');
    expect(parseResume(cv).experience[0]).toMatchObject({
      title: 'Assistant Professor in Biostatistics',
      startDate: '2023',
    });
  });

  it('reads fields set apart by full stops after the range as a header, no sentence', () => {
    const line = describeEntryLine({
      text: '2018 – 2020 Consultant doctoral student, Biomarker team, Lumen Pharma. Lyon, France.',
      page: 1,
      fontSize: 10.9,
      emphasis: false,
      bullet: false,
    });
    expect(line.headerish).toBe(true);
  });

  it('keeps a role’s last line with it, never as the employer of the role below', () => {
    const roles = parseResume(cv).experience;
    expect(roles.map((r) => r.startDate)).toEqual(['2023', '2023', '2021', '2018']);
    const last = roles[3]!;
    expect(`${last.title} ${last.company}`).toContain('Lumen Pharma');
    expect(`${last.title} ${last.company}`).not.toContain('Causal inference');
    expect(roles[2]!.bullets.join(' ')).toContain('Causal inference and targeted learning');
  });
});
