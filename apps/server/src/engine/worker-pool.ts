import { Worker } from 'node:worker_threads';
import type {
  AnyOutcome,
  EngineReady,
  EngineReply,
  EngineTask,
  EngineTaskKind,
} from './engine-messages';

/** The engine's worker threads and their queue, without the typed API (see EnginePool). */
export interface WorkerPool {
  /** Runs a task in a worker; an urgent one goes ahead of the queue. Never rejects. */
  submit<T extends AnyOutcome>(
    task: EngineTask,
    options?: { urgent?: boolean; timeoutMs?: number },
  ): Promise<T>;
  readonly queued: number;
  readonly ready: boolean;
  whenReady(): Promise<void>;
  readonly jobs: Readonly<Record<EngineTaskKind, number>>;
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  size: number;
  /** A task taking longer is abandoned and its worker replaced (unless the task says more). */
  timeoutMs: number;
  /** Heap limit of each worker; a file that needs more ends in an error, not a crash. */
  maxMemoryMb: number;
}

interface Task {
  task: EngineTask;
  timeoutMs: number;
  resolve: (outcome: AnyOutcome) => void;
}

interface Slot {
  worker: Worker;
  task: (Task & { id: number; timer: NodeJS.Timeout }) | null;
  warm: boolean;
  /** Resolves when the worker has warmed up. */
  warmed: Promise<void>;
}

/**
 * How long closing waits for a worker still warming up. Ending a thread while it is inside
 * Node's zlib (the warm-up renders PDFs and reads Word files) can abort the whole process on
 * Node 20 ('close before init'), so a worker is ended between tasks, never during its warm-up.
 */
const WARM_UP_WAIT_MS = 30_000;

const failed = (code: string, message: string) => ({ ok: false as const, code, message });
const SHUTTING_DOWN = 'The server is shutting down.';

/**
 * A fixed pool of worker threads running the engine, with a queue. A task that runs past its
 * time, or a worker that dies (e.g. out of memory), answers a clear failure and the worker is
 * replaced; other requests keep being served. Closing refuses new tasks, lets the queued and
 * running ones finish (each is bounded by its time limit), then ends the workers once each has
 * warmed up.
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const workerUrl = new URL('./engine-worker-entry.mjs', import.meta.url);
  const queue: Task[] = [];
  const slots: Slot[] = [];
  const jobs: Record<EngineTaskKind, number> = {
    analyze: 0,
    generate: 0,
    render: 0,
    ats: 0,
    'check-rewrite': 0,
    zip: 0,
  };
  let nextId = 1;
  let closing = false;
  let terminated = false;
  let drained: () => void = () => undefined;
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
  const idle = () => queue.length === 0 && slots.every((s) => !s.task);

  const spawn = (): Slot => {
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
    });
    let warmedUp: () => void = () => undefined;
    const warmed = new Promise<void>((resolve) => (warmedUp = resolve));
    const slot: Slot = { worker, task: null, warm: false, warmed };
    worker.on('message', (reply: EngineReply | EngineReady) => {
      if ('ready' in reply) {
        slot.warm = true;
        warmedUp();
        checkReady();
        return;
      }
      if (!slot.task || slot.task.id !== reply.id) return;
      jobs[slot.task.task.kind] += 1;
      finish(slot, reply.outcome);
    });
    const replace = (outcome: AnyOutcome) => {
      if (slot.task) finish(slot, outcome, false);
      const index = slots.indexOf(slot);
      // While closing, a replacement still serves the tasks that were queued before.
      if (index >= 0 && !terminated) {
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

  const finish = (slot: Slot, outcome: AnyOutcome, next = true) => {
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
      }, task.timeoutMs + 1_000);
      slot.task = { ...task, id, timer };
      slot.worker.postMessage({ id, task: task.task, timeoutMs: task.timeoutMs });
    }
    if (closing && idle()) drained();
  };

  for (let i = 0; i < options.size; i += 1) slots.push(spawn());

  return {
    submit: <T extends AnyOutcome>(
      task: EngineTask,
      { urgent = false, timeoutMs = options.timeoutMs } = {},
    ) =>
      new Promise<T>((resolve) => {
        if (closing) return resolve(failed('TIMEOUT', SHUTTING_DOWN) as T);
        const entry = { task, timeoutMs, resolve: resolve as (outcome: AnyOutcome) => void };
        if (urgent) queue.unshift(entry);
        else queue.push(entry);
        pump();
      }),
    get queued() {
      return queue.length;
    },
    get ready() {
      return ready;
    },
    whenReady: () => readyPromise,
    jobs,
    close: async () => {
      closing = true;
      if (!idle()) await new Promise<void>((resolve) => (drained = resolve));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(slots.map((s) => s.warmed)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, WARM_UP_WAIT_MS))),
      ]);
      clearTimeout(timer);
      terminated = true;
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
