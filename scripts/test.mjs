// `npm test`: lint, architecture rules, type checks, every unit and integration suite, the
// web build and the end-to-end flows in Chromium. Ends with one summary line of counts.
//   --only <step>   run one step (lint, typecheck, unit, build, e2e, server-pg, cluster)
//   --skip <step>   leave a step out (repeatable)
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureLibreoffice } from './ensure-libreoffice.mjs';
import { runCommand } from './run-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const skipped = new Set(args.flatMap((a, i) => (args[i - 1] === '--skip' ? [a] : [])));
const workspaces = [
  'packages/contract',
  'packages/engine',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];

/** A check that is one command: it counts as one passed or failed item. */
async function check(name, command, commandArgs, options = {}) {
  const code = await runCommand(command, commandArgs, { cwd: root, ...options });
  report.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}`);
  totals[code === 0 ? 'passed' : 'failed'] += 1;
  return code === 0;
}

/**
 * The failed tests of a vitest JSON report, a line each with the first line of the error: the
 * summary is often all that a CI log keeps, and it must say which test broke and why.
 */
function failedTests(testResults) {
  const firstLine = (text) =>
    String(text ?? '')
      .split('\n')[0]
      .slice(0, 200);
  return testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that broke before its tests ran (a hook, an import) has no failed test of its own.
    if (tests.length === 0 && file.status === 'failed')
      return [`       ${where}: ${firstLine(file.message)}`];
    return tests.map(
      (test) => `       ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

/** A vitest run: its test counts are added to the totals. */
async function vitest(name, vitestArgs, env = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-test-'));
  const out = path.join(dir, 'results.json');
  const code = await runCommand(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...vitestArgs,
    ],
    { cwd: root, env: { ...process.env, ...env } },
  );
  let counts = {
    numPassedTests: 0,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: [],
  };
  try {
    counts = JSON.parse(await readFile(out, 'utf8'));
  } catch {
    // No report means the run itself broke: count that as a failure below.
  }
  await rm(dir, { recursive: true, force: true });
  const failed = counts.numFailedTests + (code !== 0 && counts.numFailedTests === 0 ? 1 : 0);
  totals.passed += counts.numPassedTests;
  totals.failed += failed;
  totals.skipped += counts.numPendingTests + counts.numTodoTests;
  report.push(
    `${code === 0 ? 'ok  ' : 'FAIL'} ${name}: ${counts.numPassedTests} passed, ${failed} failed`,
    ...failedTests(counts.testResults ?? []),
  );
  return code === 0;
}

const steps = {
  lint: async () => {
    await check('eslint', 'npx', ['eslint', '.', '--max-warnings=0']);
    await check('prettier', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
    await check('architecture (dependency-cruiser)', 'npx', [
      'depcruise',
      '--config',
      '.dependency-cruiser.cjs',
      'packages',
      'apps',
      'e2e',
      'bench',
    ]);
  },
  typecheck: async () => {
    for (const ws of workspaces)
      await check(`typecheck ${ws}`, 'npx', ['tsc', '--noEmit', '-p', ws]);
  },
  unit: async () => {
    // The engine's layout zoo makes DOC files and Word-made PDFs with LibreOffice: install it
    // here, before the suites start, so a fresh machine reads those formats too. Without it
    // (not root, no apt-get) the zoo leaves them out and the message above says how to add it.
    await ensureLibreoffice();
    // The engine's scale corpus prints JSON Resume themes to PDF with Chromium.
    const chrome = await ensureChromium();
    // The engine's corpora (layout zoo, scale corpus, scans) keep both cores busy for minutes;
    // run beside them, the web suite's timed waits starve. So the engine runs on its own after.
    const rest = ['--project', 'contract', '--project', 'server', '--project', 'web'];
    const first = await vitest('unit and integration suites', rest);
    const engine = await vitest('engine suites', ['--project', 'engine'], {
      ...(chrome ? { CHROME_PATH: chrome } : {}),
    });
    return first && engine;
  },
  build: async () => {
    const code = await buildWebIfNeeded({ force: true });
    report.push(`${code === 0 ? 'ok  ' : 'FAIL'} web build`);
    totals[code === 0 ? 'passed' : 'failed'] += 1;
  },
  e2e: async () => {
    const chrome = await ensureChromium();
    if (!chrome) {
      report.push('FAIL end-to-end: no Chromium (see the message above)');
      totals.failed += 1;
      return;
    }
    await vitest('end-to-end flows (Chromium)', ['--config', 'e2e/vitest.config.ts'], {
      CHROME_PATH: chrome,
    });
  },
  'server-pg': () =>
    vitest('server suite on PostgreSQL', ['--project', 'server'], {
      TEST_DATABASE_URL: postgresUrl,
    }),
  // Not in the default order: it needs a PostgreSQL server and Redis (.ci/run starts both).
  cluster: () =>
    vitest(
      'several servers (PostgreSQL and Redis)',
      ['--config', 'apps/server/cluster-test/vitest.config.ts'],
      { TEST_DATABASE_URL: postgresUrl, TEST_REDIS_URL: redisUrl },
    ),
};

const order = only ? [only] : ['lint', 'typecheck', 'unit', 'build', 'e2e'];
for (const step of order) {
  if (!steps[step]) {
    console.error(`Unknown step: ${step}. Steps: ${Object.keys(steps).join(', ')}`);
    process.exit(2);
  }
  if (skipped.has(step)) continue;
  console.log(`\n=== ${step} ===`);
  await steps[step]();
}

console.log(`\n${report.join('\n')}`);
const skippedPart = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`Summary: ${totals.passed} passed, ${totals.failed} failed${skippedPart}`);
process.exit(totals.failed === 0 ? 0 : 1);
