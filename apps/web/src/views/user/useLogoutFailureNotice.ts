import { useEffect } from 'react';
import { loadFeedback } from '../../api/feedback.ts';
import { useSessionStore } from '../../stores/session.ts';

/**
 * Shows, once, the message of a logout call that failed (spec §8 "Logout failure shows the error
 * message"); the logout itself went ahead and the page reloaded onto the login page.
 */
export function useLogoutFailureNotice(): void {
  const failure = useSessionStore((s) => s.logoutFailure);
  useEffect(() => {
    if (!failure) return;
    void loadFeedback().then(({ message }) => message.error({ content: failure, key: 'logout-failure' }));
    useSessionStore.getState().clearLogoutFailure();
  }, [failure]);
}
