// How much a piece of a role's header reads as a job title or as an employer: the scores the
// header's fields are chosen by (header-fields.ts).
import { isTitleWord } from './has-title-word';

export const COMPANY_WORDS =
  /(?<![\p{L}])(?:inc|llc|llp|ltd|corp|corporation|company|co|group|university|college|school|academy|institute|bank|hospital|clinic|lab|labs|technologies|technology|systems|solutions|partners|associates|agency|foundation|organization|organisation|department|center|centre|club|church|council|services|research|ai|gmbh|plc|ag|studio|studios|media|consulting|capital|ventures|holdings|industries|international|global|health|healthcare|financial|management|law|firm|store|restaurant|grill|bar|cafe|hotel|network|networks|software|enterprises|universidad|universidade|università|universität|universitat|université|hochschule|instituto|institut|escuela|école|ecole|polytechnique|politecnico|fundación|fundação|fondation|stiftung|ministerio|ministère|sarl|sàrl|srl|spa|bv|nv|oy|sdn|bhd|pty|kft)(?![\p{L}])\.?/iu;

// A legal form written before the name, in capitals ('PT. Perusahaan Pelayaran', 'OOO Freenet').
const LEGAL_FORM_FIRST = /^(?:PT|CV|OOO|ООО|TOO|ТОО|OAO|ZAO|PJSC|JSC)\.?\s+\p{Lu}/u;

// How the job was held, not where: never the employer ('Part-time', 'Part-time employment',
// 'Contract position').
export const EMPLOYMENT_TYPE =
  /^(?:full[- ]?time|part[- ]?time|contract(?:or)?|freelance|temporary|permanent|seasonal|self[- ]employ(?:ed|ment)|internship|volunteer(?:ing)?)(?:\s+(?:employment|position|role|job|work|basis))?$/i;

/**
 * An employer's line without a piece that only says how the job was held ('Part-time employment
 * | Lakeside University' names the university).
 */
export function withoutEmploymentType(text: string): string {
  const pieces = text.split(/\s+[|·•]\s+/);
  const kept = pieces.filter((p) => !EMPLOYMENT_TYPE.test(p.trim()));
  return pieces.length > 1 && kept.length > 0 ? kept.join(' | ') : text;
}

/** The words of a piece, in their own case. */
function words(text: string): string[] {
  return text.split(/[^\p{L}-]+/u).filter(Boolean);
}

/** Whether the piece ends in a title word, before any level ('Engineer III', 'Analyst 2'). */
export function headIsTitle(piece: string): boolean {
  // 'Software Engineer II, Platform Reliability': the title's team follows a comma.
  return piece.split(',', 2).some((part) => {
    const ws = words(part.replace(/\s+(?:[IVX]{1,4}|\d|Sr\.?|Jr\.?)\s*$/, ''));
    return ws.length > 0 && isTitleWord(ws[ws.length - 1]!, true);
  });
}

/** How much a piece reads as a job title: title words, most of all as its last word. */
export function titleScore(piece: string): number {
  const hits = words(piece).filter((w) => isTitleWord(w)).length;
  return hits + (headIsTitle(piece) ? 2 : 0);
}

/** Whether a line reads as an employer's name ('Amnpardaz Co.', 'Globex Systems'), not a title. */
export function namesEmployer(text: string): boolean {
  return companyScore(text) > 0 && titleScore(text) === 0;
}

/** How much a piece reads as an employer; 'Software Engineer' ends in a title, so it is not one. */
export function companyScore(piece: string): number {
  return (COMPANY_WORDS.test(piece) || LEGAL_FORM_FIRST.test(piece)) && !headIsTitle(piece) ? 2 : 0;
}
