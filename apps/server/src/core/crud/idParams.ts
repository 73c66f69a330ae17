import { z } from 'zod';

export const idQuery = z.object({ id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32) });
export const idsQuery = z.object({
  ids: z.string({ message: '请选择一条记录！' }).min(1, '请选择一条记录！').max(20_000),
});

/** "id1,id2," → ["id1", "id2"]: comma lists of ids, as the client sends them. */
export function splitIds(ids: string | null | undefined): string[] {
  return [
    ...new Set(
      (ids ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
  ];
}
