/** Spec §9 "Layout". */
export const SIDER_WIDTH = 208;
export const SIDER_COLLAPSED_WIDTH = 80;
export const MOBILE_QUERY = '(max-width: 767.99px)';
/** A phone (issue 16): lists show cards, details put labels above values. */
export const PHONE_QUERY = '(max-width: 576px)';
/** Below this the sidebar closes. */
export const TABLET_QUERY = '(max-width: 1087.99px)';
