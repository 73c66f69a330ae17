import type { OnlineFormHead } from '@hcs/shared';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { formScreen } from './formScreens.ts';

interface Props {
  head: OnlineFormHead | null;
  onClose(): void;
}

/** 配置地址: the menu url and component that put the form's generated screen into the menu (菜单管理). */
export function AddressDialog({ head, onClose }: Props) {
  const screen = head ? formScreen(head) : null;
  return (
    <Modal
      open={head !== null}
      title={`配置地址${head ? `：${head.tableTxt}` : ''}`}
      width={680}
      footer={<Button onClick={onClose}>关闭</Button>}
      onCancel={onClose}
      destroyOnHidden
    >
      {screen ? (
        <>
          <Typography.Paragraph type="secondary">
            在 系统管理 → 菜单管理
            新增菜单，把下面的菜单路径和前端组件复制进去，再给角色授权，即可在菜单中使用这个表单（
            {screen.label}）。
          </Typography.Paragraph>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="菜单路径">
              <Typography.Text copyable={{ tooltips: ['复制', '已复制'] }} code>
                {screen.url}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="前端组件">
              <Typography.Text copyable={{ tooltips: ['复制', '已复制'] }} code>
                {screen.component}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      ) : null}
    </Modal>
  );
}
