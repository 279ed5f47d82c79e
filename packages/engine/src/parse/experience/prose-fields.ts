import type { HeaderFields } from './header-fields';
import { hasTitleWord } from './has-title-word';

// 'I was employed at Affix Limited as a salesperson', 'I worked for Carewatch as a care worker':
// the employer after a verb of being employed and 'at', 'for', 'by' or 'with'; the job after 'as'.
const EMPLOYED =
  /\b(?:employed|worked|working|work|hired|engaged|absorbed|attached|placed|interned|volunteered|served)\s+(?:at|for|by|with|in)\s+(?:the\s+)?(\p{Lu}[^.;:]*?)(?=\s+(?:as|to|where|from|during|on|under)\s|[,.;:]|$)/u;
const AS_JOB =
  /\b(?:worked|working|work|employed|served|hired|engaged)?\s*as\s+(?:a|an|the)\s+([^.;:()]+?)(?=\s+(?:at|for|with|in|where|from|during|and I|which)\s|,\s+(?:I|we|my)\s|[.;:()]|$)/u;
// 'Internship at Lakeview Mills as Quality Inspector and Floor Supervisor': a job named in
// capitals after 'as', with no article, counts where it holds a job's word.
const AS_NAMED_JOB =
  /\bas\s+(\p{Lu}[^.;:()]*?)(?=\s+(?:at|for|with|in|where|from|during|which)\s|,\s|[.;:()]|$)/u;

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
    if (!/^(?:I|My|Worked|Employed|Served|As an?|Internship|Interned)\b/.test(sentence.trim()))
      continue;
    company ||= EMPLOYED.exec(sentence)?.[1]?.trim() ?? '';
    const named = AS_NAMED_JOB.exec(sentence)?.[1]?.trim() ?? '';
    const job = AS_JOB.exec(sentence)?.[1]?.trim() || (hasTitleWord(named) ? named : '');
    if (!title && job && job.split(/\s+/).length <= MAX_TITLE_WORDS) title = job;
  }
  return title || company ? { title, company, location: '' } : null;
}

/**
 * A header's title and employer, with what the role's sentences tell where the header left a
 * field empty: a header of dates alone takes both; a name over sentences that tell the job
 * ('Northwind Care' / 'My last job was as a support worker …') takes the job as its title, the
 * name, where it is no title, becoming the employer.
 */
export function withToldFields(
  fields: { title: string; company: string },
  told: HeaderFields | null,
): { title: string; company: string } {
  if (!told) return fields;
  if (!fields.title && !fields.company) return told;
  if (told.title && !fields.company && !hasTitleWord(fields.title))
    return { title: told.title, company: fields.title };
  return { title: fields.title || told.title, company: fields.company };
}
