import type { Readable } from 'node:stream';

/** A file the storage holds, ready to be streamed. */
export interface OpenedFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live (docs/operations.md, File storage): a local folder (LocalFileStorage) or an
 * S3-compatible bucket (S3FileStorage), chosen once from the config (`fileStorageFor`). Paths are
 * relative, `/`-separated, and chosen by the server.
 */
export interface FileStorage {
  /** Names the backend in the file records (`sys_file.store_type`). */
  readonly type: string;
  /**
   * Stores the data under a new server-chosen name in `folder` (e.g. `avatar/20260101`) and returns
   * the stored relative path. When the data fails midway, nothing is left behind.
   */
  save(
    folder: string,
    originalName: string,
    data: Readable | Buffer,
  ): Promise<{ path: string; size: number }>;
  /** Moves a stored file into `folder`, keeping its name; returns its new path. */
  move(path: string, folder: string): Promise<string>;
  /** The stored file, or null when there is none at that path (or the path is not a clean one). */
  open(path: string): Promise<OpenedFile | null>;
  exists(path: string): Promise<boolean>;
  remove(path: string): Promise<void>;
  /** Resolves when the store can take files now (the folder is writable, the bucket answers); /ready asks. */
  check(): Promise<void>;
  /** Lets go of connections (the server is closing). */
  close(): void;
}
