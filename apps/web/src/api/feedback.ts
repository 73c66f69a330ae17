/**
 * antd's static toasts, notices and dialogs, loaded on first use: screens outside the main layout (the
 * login page) and the request client use them rarely and should not carry them in their first load.
 */
export const loadFeedback = () => import('./feedbackUi.ts');
