import type { OnlineFormHead } from '@hcs/shared';

/** The generated screen of a form, by its theme (contract: the views under modules/online/cgform/auto). */
export interface FormScreen {
  /** The route of the generated screen; its last segment is the form's id. */
  url: string;
  /** The component a menu entry names to show it (菜单管理 → 前端组件). */
  component: string;
  /** What the theme is called. */
  label: string;
}

const AUTO = 'modules/online/cgform/auto';

/** Which generated screen shows a form: a tree list for a tree, else its theme's list. */
export function formScreen(
  head: Pick<OnlineFormHead, 'id' | 'isTree' | 'themeTemplate' | 'tableType'>,
): FormScreen {
  const id = encodeURIComponent(head.id);
  if (head.isTree === 'Y') {
    return { url: `/online/cgformTreeList/${id}`, component: `${AUTO}/OnlCgformTreeList`, label: '树列表' };
  }
  // Only a main table has sub tables to lay out; other forms use the normal list whatever their theme.
  if (head.tableType === 1) {
    switch (head.themeTemplate) {
      case 'erp':
        return {
          url: `/online/cgformErpList/${id}`,
          component: `${AUTO}/erp/OnlCgformErpList`,
          label: 'ERP主题',
        };
      case 'tab':
        return {
          url: `/online/cgformTabList/${id}`,
          component: `${AUTO}/tab/OnlCgformTabList`,
          label: 'Tab主题',
        };
      case 'innerTable':
        return {
          url: `/online/cgformInnerTableList/${id}`,
          component: `${AUTO}/innerTable/OnlCgformInnerTableList`,
          label: '内嵌子表主题',
        };
      default:
        break;
    }
  }
  return { url: `/online/cgformList/${id}`, component: `${AUTO}/OnlCgformAutoList`, label: '默认主题' };
}

/** The copy list of a form (查看副本). */
export const copyListUrl = (id: string) => `/online/copyform/${encodeURIComponent(id)}`;
