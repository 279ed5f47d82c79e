import type { HeaderFields } from './header-fields';

// 'I was employed at Affix Limited as a salesperson', 'I worked for Carewatch as a care worker':
// the employer after a verb of being employed and 'at', 'for', 'by' or 'with'; the job after 'as'.
const EMPLOYED =
  /\b(?:employed|worked|working|work|hired|engaged|absorbed|attached|placed|interned|volunteered|served)\s+(?:at|for|by|with|in)\s+(?:the\s+)?(\p{Lu}[^.;:]*?)(?=\s+(?:as|to|where|from|during|on|under)\s|[,.;:]|$)/u;
const AS_JOB =
  /\b(?:worked|working|work|employed|served|hired|engaged)?\s*as\s+(?:a|an|the)\s+([^.;:()]+?)(?=\s+(?:at|for|with|in|where|from|during|and I|which)\s|,\s+(?:I|we|my)\s|[.;:()]|$)/u;

const MAX_TITLE_WORDS = 12;

/**
 * The title and employer a role tells in its first sentences when its header names neither
 * ('August 2022 - July 2022' over 'I was employed at Affix Limited as a salesperson and customer
 * care personnel. …'): the employer after 'employed at', 'worked for' and the like, the job
 * after 'as a'. Null when the sentences say neither.
 */
export function proseFields(sentences: readonly string[]): HeaderFields | null {
  let title = '';
  let company = '';
  for (const sentence of sentences.slice(0, 3)) {
    if (!/^(?:I|My|Worked|Employed|Served|As an?)\b/.test(sentence.trim())) continue;
    company ||= EMPLOYED.exec(sentence)?.[1]?.trim() ?? '';
    const job = AS_JOB.exec(sentence)?.[1]?.trim() ?? '';
    if (!title && job && job.split(/\s+/).length <= MAX_TITLE_WORDS) title = job;
  }
  return title || company ? { title, company, location: '' } : null;
}
