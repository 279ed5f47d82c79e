// `npm run db:generate -- <name>`: writes a SQL migration for src/db/schema.ts's changes, then
// drops drizzle-kit's "public". schema qualifiers (migrations apply to the search_path's schema).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const cwd = path.resolve(import.meta.dirname, '..');
const name = process.argv[2];
execFileSync('npx', ['drizzle-kit', 'generate', ...(name ? ['--name', name] : [])], {
  cwd,
  stdio: 'inherit',
});
execFileSync(process.execPath, ['scripts/unqualify-migrations.mjs'], { cwd, stdio: 'inherit' });
