import { useCallback } from 'react';
import { useServerAction } from '../../../utils/serverAction.ts';
import type { USER_STATUS } from './types.ts';
import { frozenBatch } from './userApi.ts';

type Status = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/**
 * 冻结 / 解冻 (PUT /sys/user/frozenBatch); the server's message (冻结成功! / 解冻成功!, or why not)
 * is shown. Resolves true when it was done.
 */
export function useFreeze() {
  const act = useServerAction();
  return useCallback(
    async (ids: readonly string[], status: Status): Promise<boolean> =>
      (await act(frozenBatch(ids, status), { success: true })) !== undefined,
    [act],
  );
}
