import { companyScore } from './piece-scores';

// An organisation's initials ('CONICET', 'CNRS'): three or more capitals and nothing else.
const INITIALS = /^[\p{Lu}\d&.]{3,}$/u;

/**
 * The employer with the piece a dash ties to it on its line, as written, when that piece is no
 * title and no place and names an organisation too ('IMETTYB – CONICET', 'Karatina Hospital –
 * ICT department'): a lab and its institute, a hospital and its department are one employer,
 * and neither half is dropped. A sector beside the employer ('Initech - Fintech') is no part of
 * its name.
 */
export function dashedWithNeighbour(company: string, others: string[], texts: string[]): string {
  for (const other of others) {
    if (other === company || (companyScore(other) <= 0 && !INITIALS.test(other))) continue;
    for (const [first, second] of [
      [company, other],
      [other, company],
    ] as const) {
      const line = texts.find((t) => t.includes(first) && t.includes(second));
      const at = line?.indexOf(first) ?? -1;
      if (!line || at < 0) continue;
      const between = line.slice(at + first.length).match(/^\s[-–—]\s/);
      if (between && line.startsWith(second, at + first.length + between[0].length))
        return `${first}${between[0]}${second}`;
    }
  }
  return company;
}
