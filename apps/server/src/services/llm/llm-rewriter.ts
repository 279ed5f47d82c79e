import OpenAI from 'openai';
import type { AuditFinding, ResumeData } from '@resumerank/engine/generate/resume-data';
import { findFabrications } from '@resumerank/engine/generate/find-fabrications';
import { isSafeEdit } from '@resumerank/engine/generate/is-safe-edit';
import { findSkills } from '@resumerank/engine/skills/find-skills';
import { AppError } from '../../errors/app-error';

export interface LlmRewriter {
  /**
   * Rewrites the summary and achievements in better prose. Every rewritten line is checked
   * against the source resume; a line that adds a fact falls back to the deterministic one,
   * and a failed or slow model gives the deterministic resume back unchanged.
   */
  rewrite(data: ResumeData, jobDescription: string, sourceText: string): Promise<ResumeData>;
}

export interface LlmOptions {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
  maxConcurrency: number;
  /** Requests waiting beyond this answer 503. */
  maxQueue: number;
  onError: (error: unknown) => void;
}

const INSTRUCTIONS = `You improve resumes for a specific job. You are given the candidate's generated resume as JSON and the job description.
Edit only "professional_summary" and each experience entry's "achievements", and only by safe edits: a stronger verb for a weak opening ("Responsible for" -> "Owned"), the past tense for a role that has ended, and removing filler words ("successfully", "very"). Keep every other word, name and claim as written.
Never add an employer, job title, date, degree, certification, tool or number that is not already in the text you were given. Keep every number exactly as written.
Answer with JSON only: {"professional_summary": string, "experience": [{"achievements": [string]}]} with the same number of entries and achievements.`;

export interface Rewrite {
  professional_summary?: unknown;
  experience?: Array<{ achievements?: unknown }>;
}

/** An OpenAI-compatible rewriter (OpenAI, Ollama, vLLM...) with a concurrency limit and a queue. */
export function createLlmRewriter(options: LlmOptions): LlmRewriter {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey ?? 'not-needed',
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  let running = 0;
  const waiting: Array<() => void> = [];
  const acquire = async () => {
    if (running < options.maxConcurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= options.maxQueue) {
      throw new AppError(
        'AI_UNAVAILABLE',
        'AI resume generation is currently unavailable. Please try again later.',
      );
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return {
    async rewrite(data, jobDescription, sourceText) {
      await acquire();
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            temperature: 0.2,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: INSTRUCTIONS },
              {
                role: 'user',
                content: JSON.stringify({
                  job_description: jobDescription.slice(0, 12_000),
                  resume: {
                    professional_summary: data.professional_summary,
                    experience: data.experience.map((e) => ({
                      title: e.title,
                      company: e.company,
                      achievements: e.achievements,
                    })),
                  },
                }),
              },
            ],
          },
          { timeout: options.timeoutMs },
        );
        const proposal = JSON.parse(completion.choices[0]?.message?.content ?? '{}') as Rewrite;
        return applyTruthfully(data, proposal, sourceText);
      } catch (error) {
        options.onError(error);
        return data;
      } finally {
        release();
      }
    },
  };
}

/**
 * Takes each rewritten line only if it states nothing the source resume does not and is a safe
 * edit of the line it replaces (a stronger opening, the past tense, filler out: the same
 * numbers, names and claims), so every line keeps its source and its place. A rejected line is
 * named in the audit's findings.
 */
export function applyTruthfully(
  data: ResumeData,
  proposal: Rewrite,
  sourceText: string,
): ResumeData {
  const known = new Set(findSkills(sourceText).map((s) => s.name));
  // No new numbers, employers or titles, and no skill the person never mentioned.
  const truthful = (summary: string, achievements: string[]) =>
    findFabrications(
      {
        professional_summary: summary,
        experience: [{ title: '', company: '', duration: '', achievements }],
        education: [],
        core_competencies: [],
      },
      sourceText,
    ).length === 0 &&
    findSkills([summary, ...achievements].join('\n')).every((s) => known.has(s.name));
  const rejected: AuditFinding[] = [];
  const take = (field: string, current: string, line: unknown, isSummary: boolean) => {
    if (typeof line !== 'string' || !line.trim() || line.trim() === current) return current;
    const text = line.trim();
    const ok = isSummary ? truthful(text, []) : truthful('', [text]);
    if (ok && isSafeEdit(current, text)) return text;
    rejected.push({
      code: 'reverted',
      field,
      message: `Kept the engine's line: the model's rewording "${text.slice(0, 200)}" changed what it says.`,
    });
    return current;
  };
  const summary = take(
    'professional_summary',
    data.professional_summary,
    proposal.professional_summary,
    true,
  );
  const experience = data.experience.map((role, i) => {
    const proposed = proposal.experience?.[i]?.achievements;
    if (!Array.isArray(proposed)) return role;
    return {
      ...role,
      achievements: role.achievements.map((original, j) =>
        take(`experience.${i}.achievements.${j}`, original, proposed[j], false),
      ),
    };
  });
  const findings = [...(data.audit?.findings ?? []), ...rejected];
  return { ...data, professional_summary: summary, experience, audit: { findings } };
}
