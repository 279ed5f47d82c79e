// Worker threads start from plain JavaScript: register the TypeScript loader, then load the host.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-host.ts');
