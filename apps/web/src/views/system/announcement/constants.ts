/** Button permission codes of the 系统通告 page. */
export const ANNOUNCEMENT_AUTH = {
  add: 'system:announcement:add',
  edit: 'system:announcement:edit',
  delete: 'system:announcement:delete',
  release: 'system:announcement:release',
  revoke: 'system:announcement:revoke',
} as const;
