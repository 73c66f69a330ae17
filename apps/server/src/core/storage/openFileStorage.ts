import type { AppConfig } from '../../config.ts';
import type { FileStorage } from './fileStorage.ts';
import { LocalFileStorage } from './localFileStorage.ts';
import { S3FileStorage } from './s3FileStorage.ts';

/** The storage the config names (HCS_STORAGE): the one place where the backend is chosen. */
export function fileStorageFor(config: Pick<AppConfig, 'uploadDir' | 's3'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.uploadDir);
}
