// Compatibility characters pdf.js folds with NFKC (ligatures, presentation forms, odd spaces).
const FOLDED =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;
// Text pdf.js would reorder for right-to-left reading: left to pdf.js.
export const RIGHT_TO_LEFT = /[\u0590-\u08ac\ufb50-\ufdff\ufe70-\ufeff]/;

/** An item's text as pdf.js reports it: compatibility characters folded with NFKC. */
export function fold(text: string): string {
  return text.replace(FOLDED, (_, run: string | undefined, st: string | undefined) =>
    run ? run.normalize('NFKC') : 'ſt'.repeat(st?.length ?? 0),
  );
}
