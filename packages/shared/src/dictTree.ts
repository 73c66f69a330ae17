/**
 * One node of a tree dictionary (spec §3 "Tree dict node", "Category tree node"), as the tree loaders
 * answer it. `key` is the row's id, the parent of the node's children; `value` is what a select
 * stores (the dictionary's code column; a category's id).
 */
export interface TreeDictNode {
  key: string;
  value: string;
  title: string;
  label: string;
  leaf: boolean;
  parentId: string | null;
  /** Categories: their hierarchical code (A01, A01A01, …). */
  code?: string;
  /** Whole trees (a category root loaded without `async`). */
  children?: TreeDictNode[];
}

/** A table dictionary code: `table,textColumn,codeColumn[,where]` (reference §5); plain codes have no comma. */
export function isTableDictCode(code: string): boolean {
  return code.includes(',');
}

/**
 * A table dictionary code with an equality filter: the fourth part is the URL-encoded JSON object
 * `{"column":"value"}` of columns the server registered. SQL fragments are refused there.
 */
export function tableDictCode(
  table: string,
  text: string,
  code: string,
  where?: Record<string, string | number>,
): string {
  const base = `${table},${text},${code}`;
  return where && Object.keys(where).length > 0
    ? `${base},${encodeURIComponent(JSON.stringify(where))}`
    : base;
}
