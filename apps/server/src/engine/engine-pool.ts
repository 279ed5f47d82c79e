import type { ResumeBody, ResumeData } from '@resumerank/engine/generate/resume-data';
import type { Rewrite } from './apply-truthfully';
import type {
  AtsOutcome,
  CheckRewriteOutcome,
  EngineOutcome,
  EngineTaskKind,
  ExportFormat,
  GenerateOutcome,
  RenderOutcome,
  ZipEntry,
  ZipOutcome,
} from './engine-messages';
import { createWorkerPool, type WorkerPoolOptions } from './worker-pool';

/** Every piece of engine work a request needs, each run in a worker thread. */
export interface EnginePool {
  /** Reads, parses and scores a document in a worker thread. Never rejects for a bad file. */
  /** With a job, the score carries a match report against it. */
  analyze(bytes: Uint8Array, job?: { description: string; now: Date }): Promise<EngineOutcome>;
  /** Writes a resume for a job from an existing resume's bytes (or none). */
  /** `now` is the day a 'Present' role runs to, for the years a summary counts. */
  generate(jobDescription: string, bytes: Uint8Array, now: Date): Promise<GenerateOutcome>;
  /** The generated (or edited) resume as a PDF, DOCX or TXT file, and its download name. */
  render(data: ResumeBody, format: ExportFormat): Promise<RenderOutcome>;
  /** The ATS score and keywords of a resume's content for a job; served ahead of the queue. */
  atsCheck(jobDescription: string, data: ResumeBody): Promise<AtsOutcome>;
  /** Keeps the lines of a model's rewrite that pass the truth checks (see applyTruthfully). */
  checkRewrite(
    data: ResumeData,
    proposal: Rewrite,
    sourceText: string,
  ): Promise<CheckRewriteOutcome>;
  /** Packs files into one deflated ZIP (the data export). */
  zip(entries: ZipEntry[]): Promise<ZipOutcome>;
  /** Tasks waiting for a free worker. */
  readonly queued: number;
  /** Whether every worker started with the pool has loaded the engine. */
  readonly ready: boolean;
  /** Resolves once `ready` is true. */
  whenReady(): Promise<void>;
  /** How many tasks of each kind the workers have answered since the start. */
  readonly jobs: Readonly<Record<EngineTaskKind, number>>;
  /** Refuses new tasks, waits for those queued or running (each bounded), ends the workers. */
  close(): Promise<void>;
  readonly size: number;
}

// An export holds every file an account kept, up to hundreds of megabytes: deflating them takes
// far longer than reading one resume, and is still abandoned past this.
const ZIP_TIMEOUT_MS = 120_000;

/** Starts the engine's worker threads (see createWorkerPool) behind a typed API. */
export function createEnginePool(options: WorkerPoolOptions): EnginePool {
  const pool = createWorkerPool(options);
  return {
    size: options.size,
    get queued() {
      return pool.queued;
    },
    get ready() {
      return pool.ready;
    },
    whenReady: () => pool.whenReady(),
    jobs: pool.jobs,
    analyze: (bytes, job) =>
      pool.submit<EngineOutcome>({
        kind: 'analyze',
        bytes,
        ...(job ? { job: { description: job.description, now: job.now.getTime() } } : {}),
      }),
    generate: (jobDescription, bytes, now) =>
      pool.submit<GenerateOutcome>({ kind: 'generate', jobDescription, bytes, now: now.getTime() }),
    render: (data, format) => pool.submit<RenderOutcome>({ kind: 'render', format, data }),
    // An ATS check takes about a millisecond of engine time and a person is waiting on it while
    // typing, so it should not wait behind uploads that take a hundred times longer.
    atsCheck: (jobDescription, data) =>
      pool.submit<AtsOutcome>({ kind: 'ats', jobDescription, data }, { urgent: true }),
    checkRewrite: (data, proposal, sourceText) =>
      pool.submit<CheckRewriteOutcome>({ kind: 'check-rewrite', data, proposal, sourceText }),
    zip: (entries) =>
      pool.submit<ZipOutcome>({ kind: 'zip', entries }, { timeoutMs: ZIP_TIMEOUT_MS }),
    close: () => pool.close(),
  };
}
