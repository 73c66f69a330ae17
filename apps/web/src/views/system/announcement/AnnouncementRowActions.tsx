import { App, Button, Popconfirm, Space } from 'antd';
import type { Announcement } from '../../../api/announcement.ts';
import type { ListPageState } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import { isEditable, isPublished } from './announcementStatus.ts';
import { ANNOUNCEMENT_AUTH } from './constants.ts';
import { useAnnouncementActions } from './useAnnouncementActions.ts';

interface Props {
  record: Announcement;
  state: ListPageState<Announcement>;
  onEdit(record: Announcement): void;
}

/** 编辑 and 发布 for drafts and revoked ones, 撤销 for published ones, then 查看 and 删除. */
export function AnnouncementRowActions({ record, state, onEdit }: Props) {
  const auth = useAuth();
  const { modal } = App.useApp();
  const { release, revoke } = useAnnouncementActions(state.reload);
  const editable = isEditable(record);
  const name = `“${record.titile}”`;

  const confirm = (title: string, onOk: () => Promise<void>) => modal.confirm({ title, onOk });

  return (
    <Space size={0} wrap className="hcs-annt-actions">
      {editable && auth.has(ANNOUNCEMENT_AUTH.edit) ? (
        <Button type="link" size="small" aria-label={`编辑${name}`} onClick={() => onEdit(record)}>
          编辑
        </Button>
      ) : null}
      {editable && auth.has(ANNOUNCEMENT_AUTH.release) ? (
        <Button
          type="link"
          size="small"
          aria-label={`发布${name}`}
          onClick={() => confirm('确定发布吗?', () => release(record))}
        >
          发布
        </Button>
      ) : null}
      {isPublished(record) && auth.has(ANNOUNCEMENT_AUTH.revoke) ? (
        <Button
          type="link"
          size="small"
          aria-label={`撤销${name}`}
          onClick={() => confirm('确定撤销吗?', () => revoke(record))}
        >
          撤销
        </Button>
      ) : null}
      <Button type="link" size="small" aria-label={`查看${name}`} onClick={() => state.showDetail(record)}>
        查看
      </Button>
      {auth.has(ANNOUNCEMENT_AUTH.delete) ? (
        <Popconfirm title="确定删除吗?" onConfirm={() => state.removeOne(record.id)}>
          <Button type="link" size="small" aria-label={`删除${name}`}>
            删除
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
