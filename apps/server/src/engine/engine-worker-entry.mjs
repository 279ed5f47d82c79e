// Worker threads start from plain JavaScript: register the TypeScript loader, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./engine-worker.ts');
