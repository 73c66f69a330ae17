import { SessionKeys, StorageKeys } from '@hcs/shared';
import { Modal, message, notification } from 'antd';
import { removeLocal, removeSession } from '../utils/storage.ts';
import type { RequestEffects } from './effects.ts';

/** Clears what a session stored; the session store replaces this with its own logout. */
async function clearStoredSession(): Promise<void> {
  for (const key of [StorageKeys.token, StorageKeys.username, StorageKeys.userInfo, StorageKeys.dictCache]) {
    removeLocal(key);
  }
  removeSession(SessionKeys.userAuth);
  removeSession(SessionKeys.allAuth);
}

export function createDefaultEffects(): RequestEffects {
  return {
    notify(title, description, durationSec) {
      notification.error({
        title,
        description,
        ...(durationSec === undefined ? {} : { duration: durationSec }),
      });
    },
    confirmTokenExpired(onConfirm) {
      Modal.error({
        title: '登录已过期',
        content: '很抱歉，登录已过期，请重新登录',
        okText: '重新登录',
        mask: false,
        onOk: onConfirm,
      });
    },
    logout: clearStoredSession,
    reload: () => window.location.reload(),
    currentPath: () => window.location.pathname,
    warn(text) {
      void message.warning(text);
    },
  };
}
