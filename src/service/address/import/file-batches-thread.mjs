// Node 20 keeps module loader hooks per thread: tsx, which the process runs under, must be registered here again
// before the worker's TypeScript can load.
import { register } from 'tsx/esm/api';

register();
await import('./file-batches-worker.ts');
