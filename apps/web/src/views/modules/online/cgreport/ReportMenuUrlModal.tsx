import type { ReportHeadRecord } from '@hcs/shared';
import { Descriptions, Modal, Typography } from 'antd';

/** The component a menu entry of a report names (spec §2: the report auto list of the online module). */
export const REPORT_MENU_COMPONENT = 'modules/online/cgreport/auto/OnlCgreportAutoList';

/** The menu url of a report's page: /online/cgreport/{id}. */
export const reportMenuUrl = (id: string) => `/online/cgreport/${id}`;

interface Props {
  report: ReportHeadRecord | null;
  onClose(): void;
}

/**
 * 配置菜单地址: what 菜单管理 needs for a menu entry that opens the report, each ready to copy. A query
 * added to the url (`?sex=1`) fixes that filter of the page.
 */
export function ReportMenuUrlModal({ report, onClose }: Props) {
  const url = report ? reportMenuUrl(report.id) : '';
  return (
    <Modal
      title={report ? `配置菜单地址：${report.name}` : '配置菜单地址'}
      open={report !== null}
      width={720}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          {
            key: 'url',
            label: '菜单路径',
            children: (
              <Typography.Text copyable={{ text: url, tooltips: ['复制菜单路径', '已复制'] }} code>
                {url}
              </Typography.Text>
            ),
          },
          {
            key: 'component',
            label: '前端组件',
            children: (
              <Typography.Text
                copyable={{ text: REPORT_MENU_COMPONENT, tooltips: ['复制前端组件', '已复制'] }}
                code
              >
                {REPORT_MENU_COMPONENT}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" className="hcs-report-menu__hint">
        在 系统管理 → 菜单管理
        中新增菜单，填入以上菜单路径和前端组件，再为角色授权即可。菜单路径后可加查询条件（如
        {` ${url}?sex=1`}），报表页面按该条件固定过滤。
      </Typography.Paragraph>
    </Modal>
  );
}
