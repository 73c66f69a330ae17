// Starts the built server on a fresh database for the end-to-end run (HCS_SERVER_BUNDLE: another build).
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

rmSync(process.env.HCS_DATA_DIR ?? '.data-18080', { recursive: true, force: true });
const bundle = process.env.HCS_SERVER_BUNDLE;
await import(bundle ? pathToFileURL(bundle).href : '../../apps/server/dist/main.js');
