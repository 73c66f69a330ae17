import {
  InsertQueryNode,
  type KyselyPlugin,
  OnDuplicateKeyNode,
  OrActionNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * Lets the code write one upsert for every dialect: on MySQL / MariaDB, which has no `on conflict`,
 * `on conflict (key) do nothing` becomes `insert ignore` and `on conflict (key) do update set …` becomes
 * `on duplicate key update …`. MySQL decides by any unique key of the table, not by the columns named,
 * so an upsert must name the key that can clash; its update may refer to the existing row by its table
 * (`sys_x.n + 1`) but not to `excluded`, nor filter with `where`, which MySQL cannot say: those throw.
 */
export class MysqlOnConflict implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!InsertQueryNode.is(node) || !node.onConflict) return node;
    const conflict = node.onConflict;
    const updates = conflict.updates ?? [];
    // A reference to the proposed row is a table named `excluded` somewhere in the update's tree.
    if (conflict.updateWhere || conflict.indexWhere || JSON.stringify(updates).includes('"excluded"')) {
      throw new Error('MySQL cannot express this on-conflict clause (where / excluded)');
    }
    const { onConflict: _dropped, ...rest } = node;
    return conflict.doNothing
      ? { ...rest, orAction: OrActionNode.create('ignore') }
      : { ...rest, onDuplicateKey: OnDuplicateKeyNode.create(updates) };
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
