/** Button permission codes of the 系统通告 page. */
export const ANNOUNCEMENT_AUTH = {
  add: 'system:announcement:add',
  edit: 'system:announcement:edit',
  delete: 'system:announcement:delete',
  release: 'system:announcement:release',
  revoke: 'system:announcement:revoke',
} as const;

/** Dictionary codes the page reads. */
export const ANNOUNCEMENT_DICTS = {
  priority: 'priority',
  category: 'msg_category',
  status: 'send_status',
  target: 'msg_type',
  openType: 'open_type',
} as const;

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
