import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const migrationsDir = fileURLToPath(new URL('../src/core/db/migrations', import.meta.url));
const supportDir = join(migrationsDir, 'support');

const tsFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .sort();

/** Every module a file names: static imports, re-exports and dynamic imports. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

const external = (specifier: string) => specifier === 'kysely' || specifier.startsWith('node:');

// Migrations are history: a change to live code (seed helpers, today's Database type, ids, time) must
// not change what an old migration does on a fresh database. See migrations/support/README.md.
describe('migrations are history', () => {
  it('a migration imports only kysely, node built-ins and the frozen support folder', () => {
    const offending = tsFiles(migrationsDir).flatMap((name) =>
      importsOf(join(migrationsDir, name))
        .filter((spec) => !external(spec) && !/^\.\/support\/[\w.-]+\.ts$/.test(spec))
        .map((spec) => `${name} → ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('the support folder imports nothing outside itself but kysely and node built-ins', () => {
    const files = tsFiles(supportDir);
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((name) =>
      importsOf(join(supportDir, name))
        .filter((spec) => !external(spec) && !/^\.\/[\w.-]+\.ts$/.test(spec))
        .map((spec) => `support/${name} → ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});
