/** The work-order states of DOMAIN.md (dict wo_status), in their order. */
export const STATUS_TEXT: Record<number, string> = {
  1: '待派单',
  2: '已派单',
  3: '处理中',
  4: '已完成',
  5: '已关闭',
  9: '已取消',
};

/** What each logged action reads as in an activity feed. */
export const ACTION_TEXT: Record<string, string> = {
  create: '新建了',
  dispatch: '派发了',
  accept: '接单了',
  complete: '完成了',
  review: '回访关闭了',
  cancel: '取消了',
};

export const PERM_ORDER_LIST = 'wo:order:list';
