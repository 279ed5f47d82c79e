import type { StructureTransform } from './structure-transform';

/**
 * Several transforms one after another, as one resume may differ from another in many ways at
 * once. Each step finds its pieces by the original facts, so the steps must rewrite different
 * pieces (one date style, one header rewrite, one heading rewrite), and CRLF, which the others
 * do not expect, comes last. Years-only dates anywhere make the whole compare years only.
 */
export function composed(name: string, steps: StructureTransform[]): StructureTransform {
  return {
    name,
    keeps: steps.some((s) => s.keeps === 'year') ? 'year' : 'month',
    apply: (resume) => steps.reduce((text, step) => step.apply({ ...resume, text }), resume.text),
  };
}
