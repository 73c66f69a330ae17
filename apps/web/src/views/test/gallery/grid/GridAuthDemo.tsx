import type { AllAuthEntry } from '@hcs/shared';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { EditableGrid, type GridColumn, type GridRow } from '../../../../components/grid/index.ts';
import { useSessionStore } from '../../../../stores/session.ts';
import { GalleryDemo } from '../GalleryDemo.tsx';

/** The demo's permission prefix: no screen of the system uses it. */
export const GALLERY_AUTH_PRE = 'gallery:grid:';

const COLUMNS: GridColumn[] = [
  { key: 'name', title: '服务对象', type: 'input' },
  { key: 'phone', title: '联系电话', type: 'input' },
  { key: 'fee', title: '服务费用', type: 'inputNumber' },
];

const ROWS: GridRow[] = [
  { id: 'auth-1', name: '张三', phone: '13800000001', fee: 50 },
  { id: 'auth-2', name: '李四', phone: '13800000002', fee: 80 },
];

const ruleText = (e: AllAuthEntry) =>
  `${e.action}（类型${e.type}，${e.status === '1' ? '有效' : '无效'}${e.describe ? `，${e.describe}` : ''}）`;

const TITLE = '字段权限（authPre）';

/**
 * authPre: an enabled type-1 rule the user lacks hides a column, a type-2 one disables it; the toolbar
 * loses 新增 / 插入一行 without `add` and 删除 without `batch_delete`.
 */
export function GridAuthDemo() {
  const [rows] = useState(ROWS);
  const allAuth = useSessionStore((s) => s.allAuth);
  const auth = useSessionStore((s) => s.auth);
  const rules = allAuth.filter((e) => e.action.startsWith(GALLERY_AUTH_PRE));
  const granted = auth.filter((e) => e.action.split(',').some((a) => a.trim().startsWith(GALLERY_AUTH_PRE)));
  return (
    <GalleryDemo
      title={TITLE}
      description={
        <>
          authPre="{GALLERY_AUTH_PRE}"：字段编码为前缀加列的 key。权限列表中有效的类型
          1（可见/可访问）规则、而当前用户未被授予时隐藏该列；类型
          2（可编辑）规则未被授予时该列禁用。系统自带两条未授权给任何角色的规则：{GALLERY_AUTH_PRE}
          phone（可见/可访问）隐藏「联系电话」，
          {GALLERY_AUTH_PRE}
          fee（可编辑）禁用「服务费用」。工具栏按钮同样按前缀控制：未授予 {GALLERY_AUTH_PRE}
          add 时隐藏「新增」和「插入一行」，未授予 {GALLERY_AUTH_PRE}
          batch_delete
          时隐藏「删除」，这两项也未授权给任何角色。在「角色管理」中把「组件示例」下的这些项授权给角色，重新登录后即可看到这两列和这些按钮。
        </>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text data-testid="grid-auth-rules">
          当前权限列表中前缀 {GALLERY_AUTH_PRE} 的规则：{rules.length ? rules.map(ruleText).join('；') : '无'}
          ；已授予：{granted.length ? granted.map((e) => e.action).join('；') : '无'}
        </Typography.Text>
        <EditableGrid
          aria-label={TITLE}
          columns={COLUMNS}
          rows={rows}
          rowSelection="checkbox"
          authPre={GALLERY_AUTH_PRE}
        />
      </Space>
    </GalleryDemo>
  );
}
