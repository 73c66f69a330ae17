import { DownOutlined } from '@ant-design/icons';
import type { OnlineFormHead } from '@hcs/shared';
import { Button, Dropdown, type MenuProps, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../../../utils/permission.ts';
import { useServerAction } from '../../../../../utils/serverAction.ts';
import { copyForm } from './designApi.ts';
import { copyListUrl, formScreen } from './formScreens.ts';

/** The dialogs a row's actions open, about that row's form. */
export type HeadDialog =
  | 'sync'
  | 'address'
  | 'versions'
  | 'enhanceJs'
  | 'enhanceJava'
  | 'buttons'
  | 'auth'
  | 'delete';

interface Props {
  head: OnlineFormHead;
  onEdit(head: OnlineFormHead): void;
  onOpen(dialog: HeadDialog, head: OnlineFormHead): void;
  /** After 复制表单: the list may show the change. */
  onChanged(): void;
  /** In a phone card's 更多 menu: every action a button of its own, no second menu. */
  flat?: boolean;
}

/**
 * 编辑, 同步数据库, 功能测试 and 更多 ▾ (配置地址, 版本, 增强JS, 增强Java, 自定义按钮, 权限控制, 复制表单, 查看副本,
 * 删除),
 * each behind its permission.
 */
export function HeadRowActions({ head, onEdit, onOpen, onChanged, flat = false }: Props) {
  const auth = useAuth();
  const act = useServerAction();
  const navigate = useNavigate();
  const name = `“${head.tableTxt}”`;
  const may = (action: string) => auth.has(`online:form:${action}`);
  const synced = head.syncedVersion !== null && head.syncedVersion !== undefined;

  const items: MenuProps['items'] = [
    { key: 'address', label: '配置地址' },
    { key: 'versions', label: '版本' },
  ];
  if (may('enhance')) {
    items.push({ key: 'enhanceJs', label: '增强JS' });
    items.push({ key: 'enhanceJava', label: '增强Java' });
    items.push({ key: 'buttons', label: '自定义按钮' });
  }
  if (may('auth')) items.push({ key: 'auth', label: '权限控制' });
  if (may('copy')) items.push({ key: 'copy', label: '复制表单' });
  items.push({ key: 'copies', label: '查看副本' });
  if (may('delete')) items.push({ key: 'delete', label: '删除', danger: true });

  const run = (key: string) => {
    if (key === 'copy') {
      void act(copyForm(head.id), { success: true }).then((done) => {
        if (done) onChanged();
      });
    } else if (key === 'copies') {
      navigate(copyListUrl(head.id));
    } else {
      onOpen(key as HeadDialog, head);
    }
  };

  return (
    <Space size={0} wrap className={flat ? 'hcs-list-actions hcs-cgform-actions--flat' : 'hcs-list-actions'}>
      {may('edit') ? (
        <Button type="link" size="small" aria-label={`编辑${name}`} onClick={() => onEdit(head)}>
          编辑
        </Button>
      ) : null}
      {may('sync') ? (
        <Button
          type="link"
          size="small"
          aria-label={`同步数据库${name}`}
          onClick={() => onOpen('sync', head)}
        >
          同步数据库
        </Button>
      ) : null}
      <Button
        type="link"
        size="small"
        aria-label={`功能测试${name}`}
        disabled={!synced}
        title={synced ? undefined : '请先同步数据库'}
        onClick={() => navigate(formScreen(head).url)}
      >
        功能测试
      </Button>
      {flat ? (
        items.map((item) =>
          item && 'label' in item && item.key ? (
            <Button
              key={String(item.key)}
              type="link"
              size="small"
              danger={item.key === 'delete'}
              aria-label={`${String(item.label)}${name}`}
              onClick={() => run(String(item.key))}
            >
              {item.label}
            </Button>
          ) : null,
        )
      ) : (
        <Dropdown menu={{ items, onClick: ({ key }) => run(key) }} trigger={['click']}>
          <Button type="link" size="small" aria-label={`更多操作${name}`}>
            更多 <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
