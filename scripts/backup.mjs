// `npm run backup -- <file> [--files]` and `npm run restore -- <file> [--replace] [--files]`: builds the
// command if needed, then runs it on the database the server's settings name (docs/operations.md).
import { buildBackupToolIfNeeded } from './build.mjs';

await buildBackupToolIfNeeded();
await import('../apps/server/dist/backup.js');
