// `npm start`: builds what is missing, then runs the server (which migrates and seeds the database).
import { buildIfNeeded } from './build.mjs';

await buildIfNeeded();
await import('../apps/server/dist/main.js');
