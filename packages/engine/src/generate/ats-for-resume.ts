import type { ResumeDocument } from '../types';
import { linesFromText } from '../read/lines-from-text';
import { parseResume } from '../parse-resume';
import { renderResumeText } from '../render/render-resume-text';
import { analyzeJob, type JobAnalysis } from './analyze-job';
import { atsScore } from './ats-score';
import type { ResumeBody, ResumeData } from './resume-data';
import { targetSentence } from './target-sentence';
import { isSearchKeyword, jobSoftSkills } from './job-soft-skills';

/**
 * The ATS score and keywords of a resume's content for a job, taken on the text it renders to,
 * so the score shown beside an edited preview is the score of the file that downloads. A
 * closing 'Seeking a <job title> role.' names the job, not the person's past: it does not
 * count as the person's keywords.
 */
export function atsForResume(
  jobDescription: string | JobAnalysis,
  body: ResumeBody,
): Pick<ResumeData, 'ats_validation' | 'ats_analysis'> {
  const job = typeof jobDescription === 'string' ? analyzeJob(jobDescription) : jobDescription;
  const text = renderResumeText(body);
  const doc: ResumeDocument = {
    format: 'txt',
    pages: 1,
    lines: linesFromText(text),
    text,
    wordCount: text.split(/\s+/).length,
  };
  const target = targetSentence(job.title);
  const keywordText = target ? text.replace(target, '') : text;
  const ats = atsScore(job, text, parseResume(doc), { keywordText });
  // The keyword lists hold what an ATS search is built on; abilities and traits the job names
  // ('Efficiency', 'Initiative') are shown once, as soft skills, with the line that shows each.
  const search = new Set(job.keywords.filter(isSearchKeyword).map((k) => k.term));
  return {
    ats_validation: { ats_score: ats.ats_score, checks: ats.checks },
    ats_analysis: {
      extracted_keywords: [...search],
      matched_keywords: ats.matched_keywords.filter((k) => search.has(k)),
      missing_keywords: ats.missing_keywords.filter((k) => search.has(k)),
      soft_skills: jobSoftSkills(job, keywordText),
    },
  };
}
