import OpenAI from 'openai';
import type { ResumeData } from '@resumerank/engine/generate/resume-data';
import { findFabrications } from '@resumerank/engine/generate/find-fabrications';
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
Rewrite only "professional_summary" and each experience entry's "achievements" to read clearly, start with strong verbs and use the job's terms where the existing text already supports them.
Never add an employer, job title, date, degree, certification, tool or number that is not already in the text you were given. Keep every number exactly as written.
Answer with JSON only: {"professional_summary": string, "experience": [{"achievements": [string]}]} with the same number of entries and achievements.`;

interface Rewrite {
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

/** Takes each rewritten line only if it states nothing the source resume does not. */
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
  const summary =
    typeof proposal.professional_summary === 'string' &&
    proposal.professional_summary.trim() &&
    truthful(proposal.professional_summary, [])
      ? proposal.professional_summary.trim()
      : data.professional_summary;
  const experience = data.experience.map((role, i) => {
    const proposed = proposal.experience?.[i]?.achievements;
    if (!Array.isArray(proposed)) return role;
    return {
      ...role,
      achievements: role.achievements.map((original, j) => {
        const line = proposed[j];
        return typeof line === 'string' && line.trim() && truthful('', [line])
          ? line.trim()
          : original;
      }),
    };
  });
  return { ...data, professional_summary: summary, experience };
}
