import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3StorageConfig } from '../../src/config.ts';
import { freePorts } from './serverProcess.ts';

/** A local S3-compatible server (s3rver, a devDependency) with one bucket, and the settings that reach it. */
export interface S3TestServer {
  config: S3StorageConfig;
  /** HCS_STORAGE=s3 and the HCS_S3_* settings for a server under test. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const BUCKET = 'hcs-test';
// s3rver checks signatures against this one key pair.
const KEY = 'S3RVER';

/** Starts s3rver as a child process on a free port and waits until it answers. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'hcs-s3-'));
  const [port] = await freePorts(1);
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', BUCKET],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`s3rver ended (exit ${child.exitCode}): ${errors}`);
    const answered = await fetch(`${endpoint}/${BUCKET}`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > until) throw new Error(`s3rver did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const config: S3StorageConfig = {
    endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKey: KEY,
    secretKey: KEY,
  };
  return {
    config,
    env: {
      HCS_STORAGE: 's3',
      HCS_S3_ENDPOINT: endpoint,
      HCS_S3_BUCKET: BUCKET,
      HCS_S3_REGION: config.region,
      HCS_S3_ACCESS_KEY: KEY,
      HCS_S3_SECRET_KEY: KEY,
    },
    async stop() {
      if (child.exitCode === null) {
        const gone = once(child, 'exit');
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
