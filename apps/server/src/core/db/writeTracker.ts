import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return null;
}

/** The tables a statement writes (an insert's, an update's, a delete's); none for a read. */
export function writtenTables(node: RootOperationNode): string[] {
  if (InsertQueryNode.is(node)) return [tableName(node.into)].filter((t): t is string => t !== null);
  if (UpdateQueryNode.is(node)) return [tableName(node.table)].filter((t): t is string => t !== null);
  if (DeleteQueryNode.is(node)) return node.from.froms.map(tableName).filter((t): t is string => t !== null);
  return [];
}

/**
 * Counts the writes to each table made through this server copy, so cached read results (list totals)
 * can tell they are out of date. Bumped before and after each write, so nothing computed in between
 * is taken for current. Writes through other copies count too once announced (`changedElsewhere`,
 * wired to the invalidation bus in app.ts); `onWrite` listeners hear of this copy's own.
 */
export class WriteTracker implements KyselyPlugin {
  private readonly versions = new Map<string, number>();
  private readonly pending = new WeakMap<object, string[]>();
  private readonly writeListeners: ((tables: string[]) => Promise<void>)[] = [];
  /** Added to every table's version: bumped when every table must count as changed. */
  private everything = 0;

  version(table: string): number {
    return (this.versions.get(table) ?? 0) + this.everything;
  }

  private bump(tables: string[]): void {
    for (const t of tables) this.versions.set(t, (this.versions.get(t) ?? 0) + 1);
  }

  /**
   * Hears each write through this copy once it has been made (awaited before the write returns), and
   * again when the transaction it was part of commits (see commitTracking.ts).
   */
  onWrite(listener: (tables: string[]) => Promise<void>): void {
    this.writeListeners.push(listener);
  }

  /** A transaction that wrote these tables has committed: they count as changed again, now for good. */
  async committed(tables: string[]): Promise<void> {
    this.bump(tables);
    for (const listener of this.writeListeners) await listener(tables);
  }

  /** Another copy wrote these tables. */
  changedElsewhere(tables: readonly string[]): void {
    this.bump([...tables]);
  }

  /** Any table may have been written elsewhere unannounced (the link to the other copies dropped). */
  changedEverywhere(): void {
    this.everything++;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables.length > 0) {
      this.bump(tables);
      this.pending.set(args.queryId, tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(args.queryId);
    // Committed as it returns outside a transaction; inside one it counts now, and again at the commit.
    if (tables) await this.committed(tables);
    return args.result;
  }
}
