import { Worker } from 'node:worker_threads';
import type {
  AtsOutcome,
  EngineOutcome,
  EngineReady,
  EngineReply,
  EngineTask,
  GenerateOutcome,
  ExportFormat,
  RenderOutcome,
} from './engine-messages';
import type { ResumeBody } from '@resumerank/engine/generate/resume-data';

export interface EnginePool {
  /** Reads, parses and scores a document in a worker thread. Never rejects for a bad file. */
  analyze(bytes: Uint8Array): Promise<EngineOutcome>;
  /** Writes a resume for a job from an existing resume's bytes (or none). */
  /** `now` is the day a 'Present' role runs to, for the years a summary counts. */
  generate(jobDescription: string, bytes: Uint8Array, now: Date): Promise<GenerateOutcome>;
  /** The generated (or edited) resume as a PDF, DOCX or TXT file. */
  render(data: ResumeBody, format: ExportFormat): Promise<RenderOutcome>;
  /** The ATS score and keywords of a resume's content for a job; served ahead of the queue. */
  atsCheck(jobDescription: string, data: ResumeBody): Promise<AtsOutcome>;
  /** Tasks waiting for a free worker. */
  readonly queued: number;
  /** Whether every worker started with the pool has loaded the engine. */
  readonly ready: boolean;
  /** Resolves once `ready` is true. */
  whenReady(): Promise<void>;
  close(): Promise<void>;
  readonly size: number;
}

export interface EnginePoolOptions {
  size: number;
  /** A document taking longer is abandoned and its worker replaced. */
  timeoutMs: number;
  /** Heap limit of each worker; a file that needs more ends in an error, not a crash. */
  maxMemoryMb: number;
}

type Outcome = EngineReply['outcome'];

interface Task {
  task: EngineTask;
  resolve: (outcome: Outcome) => void;
}

interface Slot {
  worker: Worker;
  task: (Task & { id: number; timer: NodeJS.Timeout }) | null;
  warm: boolean;
}

const failed = (code: string, message: string) => ({ ok: false as const, code, message });

/**
 * A fixed pool of worker threads running the engine, with a queue. A task that runs past its
 * time, or a worker that dies (e.g. out of memory), answers a clear failure and the worker is
 * replaced; other requests keep being served.
 */
export function createEnginePool(options: EnginePoolOptions): EnginePool {
  const workerUrl = new URL('./engine-worker-entry.mjs', import.meta.url);
  const queue: Task[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  // Ready once every first worker is warm; a worker replaced later does not make it unready
  // (the others serve meanwhile, and the new one warms up while it waits).
  let ready = false;
  let markReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => (markReady = resolve));
  const checkReady = () => {
    if (ready || !slots.every((s) => s.warm)) return;
    ready = true;
    markReady();
  };

  const spawn = (): Slot => {
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
    });
    const slot: Slot = { worker, task: null, warm: false };
    worker.on('message', (reply: EngineReply | EngineReady) => {
      if ('ready' in reply) {
        slot.warm = true;
        checkReady();
        return;
      }
      if (!slot.task || slot.task.id !== reply.id) return;
      finish(slot, reply.outcome);
    });
    const replace = (outcome: Outcome) => {
      if (slot.task) finish(slot, outcome, false);
      const index = slots.indexOf(slot);
      if (index >= 0 && !closed) {
        slots[index] = spawn();
        pump();
      }
    };
    worker.on('error', () =>
      replace(failed('MALFORMED', 'The file could not be read. Please export it again and retry.')),
    );
    worker.on('exit', () => {
      if (slots.includes(slot))
        replace(
          failed('TOO_LARGE', 'The document needs more memory to read than a resume should.'),
        );
    });
    return slot;
  };

  const finish = (slot: Slot, outcome: Outcome, next = true) => {
    const task = slot.task;
    if (!task) return;
    clearTimeout(task.timer);
    slot.task = null;
    task.resolve(outcome);
    if (next) pump();
  };

  const pump = () => {
    for (const slot of slots) {
      if (slot.task || queue.length === 0) continue;
      const task = queue.shift()!;
      const id = nextId++;
      const timer = setTimeout(() => {
        // Stop the work itself: terminate, answer, and let the exit handler start a new worker.
        finish(
          slot,
          failed('TIMEOUT', 'Reading the document took too long. Please upload a simpler file.'),
          false,
        );
        void slot.worker.terminate();
      }, options.timeoutMs + 1_000);
      slot.task = { ...task, id, timer };
      slot.worker.postMessage({ id, task: task.task, timeoutMs: options.timeoutMs });
    }
  };

  for (let i = 0; i < options.size; i += 1) slots.push(spawn());

  // An urgent task goes to the front of the queue: an ATS check takes about a millisecond of
  // engine time and a person is waiting on it while typing, so it should not wait behind
  // uploads that take a hundred times longer.
  const submit = <T extends Outcome>(task: EngineTask, urgent = false): Promise<T> =>
    new Promise((resolve) => {
      if (closed) return resolve(failed('TIMEOUT', 'The server is shutting down.') as T);
      const entry = { task, resolve: resolve as (outcome: Outcome) => void };
      if (urgent) queue.unshift(entry);
      else queue.push(entry);
      pump();
    });

  return {
    size: options.size,
    get queued() {
      return queue.length;
    },
    get ready() {
      return ready;
    },
    whenReady: () => readyPromise,
    analyze: (bytes) => submit<EngineOutcome>({ kind: 'analyze', bytes }),
    generate: (jobDescription, bytes, now) =>
      submit<GenerateOutcome>({ kind: 'generate', jobDescription, bytes, now: now.getTime() }),
    render: (data, format) => submit<RenderOutcome>({ kind: 'render', format, data }),
    atsCheck: (jobDescription, data) =>
      submit<AtsOutcome>({ kind: 'ats', jobDescription, data }, true),
    close: async () => {
      closed = true;
      const workers = slots.splice(0).map((s) => s.worker);
      for (const task of queue.splice(0))
        task.resolve(failed('TIMEOUT', 'The server is shutting down.'));
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
