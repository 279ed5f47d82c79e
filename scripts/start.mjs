// `npm start`: builds the web app when it changed, then runs the server on its embedded defaults.
import { buildWebIfNeeded } from './build-web-if-needed.mjs';

const code = await buildWebIfNeeded();
if (code !== 0) {
  console.error('The web app did not build; see the errors above.');
  process.exit(code);
}
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/main.ts');
