/** antd's static feedback (toasts, notices, dialogs): loaded when first needed, not with the login page. */
export { Modal, message, notification } from 'antd';
