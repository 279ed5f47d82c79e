import path from 'node:path';
import { SPLITS, type Split } from './holdout';
import { parseScaleArgs, type ScaleArgs } from './parse-scale-args';

/** What `npm run eval` was asked to do. */
export interface EvalArgs {
  /** The corpus folder; empty with --scale, whose corpus is rendered from the people folder. */
  folder: string;
  /** Set with --scale: measure on the themed JSON Resume corpus instead of a folder. */
  scale?: ScaleArgs;
  /** Set with --ranking: the match report on the ranking set (eval/ranking). */
  ranking?: boolean;
  /**
   * Set with --generated-read-back: each generated pair's downloads read back (folder set);
   * 'all-jobs' for every resume of the folder with every job.
   */
  generatedReadBack?: 'pairs' | 'all-jobs';
  /** Fail (exit 1) when a structure figure is worse than this baseline file. */
  checkBaseline?: string;
  /** Write the measured structure figures to this file as the new baseline. */
  writeBaseline?: string;
  /** Measure one part of a set with a holdout (structure only; the holdout as totals only). */
  split?: Split;
  /** Set with --scans: the folder's PDFs read again as scanned pages (OCR) beside their text. */
  scans?: boolean;
}

export const EVAL_USAGE =
  'Usage: npm run eval -- <folder with manifest.json or structure.json> [--check-baseline <file>] [--write-baseline <file>] [--split tuned|holdout] [--scans]\n' +
  '   or: npm run eval -- --scale [--limit N] [--formats pdf,docx,txt,md,spaced] [--verbose] [--json]\n' +
  '   or: npm run eval -- --ranking\n' +
  '   or: npm run eval -- --generated-read-back <folder with manifest.json> [--all-jobs]';

const isSplit = (value: string | undefined): value is Split =>
  (SPLITS as readonly (string | undefined)[]).includes(value);

/**
 * Reads the command line. Paths are resolved against `base`, the folder the command was typed
 * in: `npm run` starts the script in packages/engine, so `../shared/corpus` typed at the
 * repository's root would otherwise point inside packages/. Throws the usage on anything else.
 */
export function parseEvalArgs(argv: readonly string[], base: string): EvalArgs {
  if (argv[0] === '--scale') return { folder: '', scale: parseScaleArgs(argv.slice(1)) };
  if (argv[0] === '--ranking') {
    if (argv.length > 1) throw new Error(`unexpected ${argv[1]}\n${EVAL_USAGE}`);
    return { folder: '', ranking: true };
  }
  if (argv[0] === '--generated-read-back') {
    const [, folder, ...more] = argv;
    if (!folder || folder.startsWith('--'))
      throw new Error(`--generated-read-back needs a folder\n${EVAL_USAGE}`);
    const unexpected = more.find((a, i) => i > 0 || a !== '--all-jobs');
    if (unexpected) throw new Error(`unexpected ${unexpected}\n${EVAL_USAGE}`);
    return {
      folder: path.resolve(base, folder),
      generatedReadBack: more.length ? 'all-jobs' : 'pairs',
    };
  }
  const rest = [...argv];
  const args: Partial<EvalArgs> = {};
  while (rest.length) {
    const arg = rest.shift()!;
    if (arg === '--check-baseline' || arg === '--write-baseline') {
      const file = rest.shift();
      if (!file || file.startsWith('--')) throw new Error(`${arg} needs a file\n${EVAL_USAGE}`);
      args[arg === '--check-baseline' ? 'checkBaseline' : 'writeBaseline'] = path.resolve(
        base,
        file,
      );
    } else if (arg === '--split') {
      const split = rest.shift();
      if (!isSplit(split)) throw new Error(`--split needs tuned or holdout\n${EVAL_USAGE}`);
      args.split = split;
    } else if (arg === '--scans') {
      args.scans = true;
    } else if (arg.startsWith('--') || args.folder) {
      throw new Error(`unexpected ${arg}\n${EVAL_USAGE}`);
    } else {
      args.folder = path.resolve(base, arg);
    }
  }
  if (!args.folder) throw new Error(EVAL_USAGE);
  // The baselines hold the whole corpus's figures; a part's figures would be compared with them.
  if (args.split && (args.checkBaseline || args.writeBaseline))
    throw new Error(`--split measures a part of a set and has no baseline\n${EVAL_USAGE}`);
  if (args.scans && (args.checkBaseline || args.writeBaseline))
    throw new Error(`--scans has no baseline\n${EVAL_USAGE}`);
  return args as EvalArgs;
}
