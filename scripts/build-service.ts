import { buildServiceBundle } from './service-bundle';

/** `npm run build:service`: the bundle `npm start` runs. */
await buildServiceBundle('dist-service');
