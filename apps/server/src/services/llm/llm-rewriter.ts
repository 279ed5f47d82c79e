import OpenAI from 'openai';
import type { ResumeData } from '@resumerank/engine/generate/resume-data';
import { AppError } from '../../errors/app-error';
import type { Rewrite } from '../../engine/apply-truthfully';

// The truth checks run in the engine workers; they are exported here too because this is where
// the rules of an LLM rewrite are looked for (and tested).
export { applyTruthfully } from '../../engine/apply-truthfully';

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
  /** Keeps the proposal's lines that pass the truth checks (applyTruthfully, in a worker). */
  checkRewrite: (data: ResumeData, proposal: Rewrite, sourceText: string) => Promise<ResumeData>;
}

const INSTRUCTIONS = `You improve resumes for a specific job. You are given the candidate's generated resume as JSON and the job description.
Edit only "professional_summary" and each experience entry's "achievements", and only by safe edits: a stronger verb for a weak opening ("Responsible for" -> "Owned"), the past tense for a role that has ended, and removing filler words ("successfully", "very"). Keep every other word, name and claim as written.
Never add an employer, job title, date, degree, certification, tool or number that is not already in the text you were given. Keep every number exactly as written.
Answer with JSON only: {"professional_summary": string, "experience": [{"achievements": [string]}]} with the same number of entries and achievements.`;

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
        return await options.checkRewrite(data, proposal, sourceText);
      } catch (error) {
        options.onError(error);
        return data;
      } finally {
        release();
      }
    },
  };
}
