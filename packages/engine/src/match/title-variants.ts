import { DISCIPLINE_RANKS } from '../data/occupations';

/**
 * Other ways of writing a title that the occupation taxonomy may know better, in the order
 * tried: a discipline's learner or helper as its practitioner ('Process Engineering Intern' →
 * 'Process Engineer'), and a head shared by two qualifiers read with the first
 * ('Construction and Design Project Manager' → 'Construction Project Manager'). The title as
 * written is not among them; occupation-of.ts takes a variant only when it names a longer
 * phrase than the title does.
 */
export function titleVariants(title: string): string[] {
  const variants: string[] = [];
  const discipline = /^(.*?\b)?(engineer)ing\s+([\p{L}-]+)\b/iu.exec(title);
  if (discipline && DISCIPLINE_RANKS.has(discipline[3]!.toLowerCase()))
    variants.push(`${discipline[1] ?? ''}${discipline[2]}`);
  // 'A and B Head', 'A & B Head', 'A/B Head': the first qualifier with the shared head.
  const shared = /^(.*?)([\p{L}-]+)\s*(?:\band\b|&|\/)\s*[\p{L}-]+\s+(.+)$/iu.exec(title);
  if (shared) variants.push(`${shared[1]}${shared[2]} ${shared[3]}`);
  return variants;
}
