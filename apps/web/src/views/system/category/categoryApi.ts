import type { categoryResource, ResourceRow } from '@hcs/shared';
import { type Done, getAction, postAction, putAction } from '../../../api/request.ts';

/**
 * A category row as rootList / childList answer it (reference §6 sys_category): the resource's record,
 * whose parent, name and code the server always sets.
 */
export type CategoryRow = ResourceRow<typeof categoryResource> & { pid: string; name: string; code: string };

const PATH = '/sys/category';

export function loadChildList(pid: string): Promise<CategoryRow[]> {
  return getAction<CategoryRow[]>(`${PATH}/childList`, { pid });
}

/** A new category under `pid` (null: a root); the server gives its code. */
export function addCategory(input: {
  pid: string | null;
  name: string;
}): Promise<Done<{ id: string; code: string }>> {
  return postAction<{ id: string; code: string }>(`${PATH}/add`, input);
}

export function editCategory(input: { id: string; name: string }): Promise<Done<null>> {
  return putAction<null>(`${PATH}/edit`, input);
}
