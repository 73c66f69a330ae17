import { App } from 'antd';
import { useCallback } from 'react';
import type { USER_STATUS } from './types.ts';
import { frozenBatch } from './userApi.ts';

type Status = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/**
 * 冻结 / 解冻 (PUT /sys/user/frozenBatch); the server's message (冻结成功! / 解冻成功!, or why not)
 * is shown. Resolves true when it was done.
 */
export function useFreeze() {
  const { message } = App.useApp();
  return useCallback(
    async (ids: readonly string[], status: Status): Promise<boolean> => {
      try {
        const res = await frozenBatch(ids, status);
        if (res.success) void message.success(res.message);
        else void message.warning(res.message);
        return res.success;
      } catch {
        // The request client has already shown why.
        return false;
      }
    },
    [message],
  );
}
