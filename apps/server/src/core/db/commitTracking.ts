import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { type WriteTracker, writtenTables } from './writeTracker.ts';

/**
 * A connection handed out by {@link CommitTrackingDriver}: the driver's own, noting the tables its
 * queries write while a transaction is open on it.
 */
class TrackedConnection implements DatabaseConnection {
  /** The tables written in the open transaction; null outside one. */
  written: Set<string> | null = null;

  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (this.written) for (const table of writtenTables(compiledQuery.query)) this.written.add(table);
    return this.inner.executeQuery(compiledQuery);
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery(compiledQuery, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) =>
  connection instanceof TrackedConnection ? connection.inner : connection;

/** The dialect's driver, telling the tracker of a transaction's writes again once it has committed. */
class CommitTrackingDriver implements Driver {
  constructor(
    private readonly driver: Driver,
    private readonly writes: WriteTracker,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TrackedConnection(await this.driver.acquireConnection());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.driver.beginTransaction(innerOf(connection), settings);
    if (connection instanceof TrackedConnection) connection.written = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.driver.commitTransaction(innerOf(connection));
    if (!(connection instanceof TrackedConnection) || !connection.written) return;
    const tables = [...connection.written];
    connection.written = null;
    if (tables.length > 0) await this.writes.committed(tables);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof TrackedConnection) connection.written = null;
    await this.driver.rollbackTransaction(innerOf(connection));
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.driver.savepoint?.(innerOf(connection), name, compileQuery);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.driver.rollbackToSavepoint?.(innerOf(connection), name, compileQuery);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.driver.releaseSavepoint?.(innerOf(connection), name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

/**
 * `dialect` with its transactions' writes told to `writes` a second time once they commit. A write
 * inside a transaction counts (and is announced to the other copies) when it runs, before the commit:
 * a read meanwhile, on another connection or another copy, still finds the old rows and could cache
 * them under the table's new version, where they would stay until the next write.
 */
export function trackingCommits(dialect: Dialect, writes: WriteTracker): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CommitTrackingDriver(dialect.createDriver(), writes),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
