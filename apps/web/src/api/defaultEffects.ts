import { SessionKeys, StorageKeys } from '@hcs/shared';
import { removeLocal, removeSession } from '../utils/storage.ts';
import type { RequestEffects } from './effects.ts';
import { loadFeedback } from './feedback.ts';

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
      void loadFeedback().then(({ notification }) =>
        notification.error({
          title,
          description,
          ...(durationSec === undefined ? {} : { duration: durationSec }),
        }),
      );
    },
    confirmTokenExpired(onConfirm) {
      void loadFeedback().then(({ Modal }) =>
        Modal.error({
          title: '登录已过期',
          content: '很抱歉，登录已过期，请重新登录',
          okText: '重新登录',
          // No mask, as in the family: what the user was typing stays in view behind it. Only 重新登录
          // closes it: dismissed with Esc, it would leave a dead session and no way to sign in again.
          mask: false,
          keyboard: false,
          closable: false,
          onOk: onConfirm,
        }),
      );
    },
    logout: clearStoredSession,
    reload: () => window.location.reload(),
    navigate: (url) => window.location.assign(url),
    currentPath: () => window.location.pathname,
    warn(text) {
      void loadFeedback().then(({ message }) => message.warning(text));
    },
  };
}
