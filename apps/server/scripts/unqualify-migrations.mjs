// drizzle-kit writes `"public"."table"` in foreign keys. Our migrations must apply to whatever
// schema is first on the search_path (tests isolate each run in its own schema), so drop it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../drizzle');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const sql = readFileSync(full, 'utf8');
  const fixed = sql.replaceAll('"public".', '');
  if (fixed !== sql) writeFileSync(full, fixed);
}
