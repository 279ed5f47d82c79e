/** The formats the scale corpus is written in. */
export const SCALE_FORMATS = ['pdf', 'docx', 'txt', 'md', 'spaced'] as const;

/** One format of the scale corpus ('spaced': the TXT with a blank line after every line). */
export type ScaleFormat = (typeof SCALE_FORMATS)[number];

/** What `npm run eval -- --scale` was asked to do. */
export interface ScaleArgs {
  /** Only the first N people (by id). */
  limit?: number;
  formats: ScaleFormat[];
  /** Only these themes ('markdown' for our Markdown template); all when absent. */
  themes?: string[];
  /** Print each tuned file's misses (never a held-out file's). */
  verbose: boolean;
  /** Print the figures as one JSON document instead of tables. */
  json: boolean;
}

export const SCALE_USAGE =
  'Usage: npm run eval -- --scale [--limit N] [--formats pdf,docx,txt,md,spaced] [--themes a,b] [--verbose] [--json]';

/** Reads the flags that follow --scale; throws the usage on anything else. */
export function parseScaleArgs(argv: readonly string[]): ScaleArgs {
  const rest = [...argv];
  const args: ScaleArgs = { formats: [...SCALE_FORMATS], verbose: false, json: false };
  while (rest.length) {
    const arg = rest.shift()!;
    if (arg === '--verbose' || arg === '--json') args[arg === '--json' ? 'json' : 'verbose'] = true;
    else if (arg === '--limit') {
      const n = Number(rest.shift());
      if (!Number.isInteger(n) || n < 1) throw new Error(`--limit needs a count\n${SCALE_USAGE}`);
      args.limit = n;
    } else if (arg === '--formats') {
      const formats = (rest.shift() ?? '').split(',');
      const unknown = formats.filter((f) => !(SCALE_FORMATS as readonly string[]).includes(f));
      if (unknown.length) throw new Error(`unknown format ${unknown.join(', ')}\n${SCALE_USAGE}`);
      args.formats = formats as ScaleFormat[];
    } else if (arg === '--themes') {
      const themes = (rest.shift() ?? '').split(',').filter(Boolean);
      if (!themes.length) throw new Error(`--themes needs theme names\n${SCALE_USAGE}`);
      args.themes = themes;
    } else throw new Error(`unexpected ${arg}\n${SCALE_USAGE}`);
  }
  return args;
}
