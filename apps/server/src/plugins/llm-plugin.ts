import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createLlmRewriter, type LlmRewriter } from '../services/llm/llm-rewriter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The optional LLM rewriter (LLM_BASE_URL and LLM_MODEL set), else null. */
    llm: LlmRewriter | null;
  }
}

/** An OpenAI-compatible model for rewriting generated resumes, when one is configured. */
export const llmPlugin = fp(
  async (app: FastifyInstance) => {
    const { llm } = app.config;
    app.decorate(
      'llm',
      llm.enabled && llm.baseUrl && llm.model
        ? createLlmRewriter({
            baseUrl: llm.baseUrl,
            model: llm.model,
            apiKey: llm.apiKey,
            timeoutMs: llm.timeoutMs,
            maxConcurrency: llm.maxConcurrency,
            maxQueue: 20,
            onError: (error) =>
              app.log.warn({ err: error }, 'LLM rewrite failed; the deterministic resume is used'),
            checkRewrite: async (data, proposal, sourceText) => {
              const outcome = await app.engine.checkRewrite(data, proposal, sourceText);
              if (!outcome.ok) throw new Error(`truth checks failed: ${outcome.message}`);
              return outcome.resumeData;
            },
          })
        : null,
    );
  },
  { name: 'llm', dependencies: ['config', 'engine'] },
);
