import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { type AnnouncementSend, type MyAnnouncementQuery, readAll } from '../../api/notice.ts';
import { AnnouncementDetailModal } from '../../components/notice/AnnouncementDetailModal.tsx';
import { MY_ANNOUNCEMENTS, myAnnouncements } from '../../components/notice/myAnnouncements.ts';
import { useNoticeStore } from '../../components/notice/noticeStore.ts';
import { PriorityTag } from '../../components/notice/priority.tsx';
import { useOpenNotice } from '../../components/notice/useOpenNotice.ts';
import { useServerAction } from '../../utils/serverAction.ts';
import { sameKey, useApiQuery } from '../../utils/serverState.ts';
import './UserAnnouncement.css';
import { INPUT_CLEAR, SELECT_CLEAR } from '../../components/form/iconNames.tsx';
import { namedPageItems } from '../../components/table/namedPageItems.ts';

interface SearchValues {
  titile?: string;
  readFlag?: '0' | '1';
}

const NO_PAGE = { records: [] as AnnouncementSend[], total: 0 };
const PAGE_SIZES = ['10', '20', '30'];

/** The signed-in user's own announcements (我的消息): search, paging, read state and 全部标为已读. */
export default function UserAnnouncement() {
  const { message } = App.useApp();
  const act = useServerAction();
  const [form] = Form.useForm<SearchValues>();
  const [query, setQuery] = useState<MyAnnouncementQuery>({ pageNo: 1, pageSize: 10 });
  const [detailId, setDetailId] = useState<string | null>(null);
  const closeDetail = useCallback(() => setDetailId(null), []);
  const openNotice = useOpenNotice(setDetailId);
  const client = useQueryClient();
  const mine = myAnnouncements(query);
  const answer = useApiQuery({
    queryKey: mine.key,
    load: mine.load,
    placeholderData: keepPreviousData,
    onRefusal: (text) => void message.warning(text),
  });
  const page = answer.data ?? NO_PAGE;

  // 查询 and 重置 ask again even when nothing changed.
  const ask = (next: MyAnnouncementQuery) => {
    if (sameKey(next, query)) void answer.refetch();
    else setQuery(next);
  };

  const search = (values: SearchValues) => {
    const titile = values.titile?.trim();
    ask({
      pageNo: 1,
      pageSize: query.pageSize,
      ...(titile ? { titile } : {}),
      ...(values.readFlag ? { readFlag: values.readFlag } : {}),
    });
  };

  const reset = () => {
    form.resetFields();
    ask({ pageNo: 1, pageSize: query.pageSize });
  };

  const markAllRead = async () => {
    if (!(await act(readAll(), { success: true }))) return;
    void client.invalidateQueries({ queryKey: MY_ANNOUNCEMENTS });
    void useNoticeStore.getState().load();
  };

  const columns: TableColumnsType<AnnouncementSend> = [
    {
      title: '标题',
      dataIndex: 'titile',
      render: (_value, record) => (
        <Button
          type="link"
          className="hcs-user-annt__title"
          onClick={() => openNotice({ ...record, id: record.anntId })}
        >
          {record.titile}
        </Button>
      ),
    },
    { title: '消息类型', dataIndex: 'msgCategory_dictText', width: 110 },
    { title: '发布人', dataIndex: 'sender', width: 120 },
    { title: '发布时间', dataIndex: 'sendTime', width: 180 },
    {
      title: '优先级',
      dataIndex: 'priority',
      width: 90,
      render: (_value, record) => <PriorityTag priority={record.priority} />,
    },
    {
      title: '阅读状态',
      dataIndex: 'readFlag',
      width: 100,
      render: (_value, record) =>
        record.readFlag === '1' ? (
          <Tag className="hcs-read-tag hcs-read-tag--read">已读</Tag>
        ) : (
          <Tag className="hcs-read-tag hcs-read-tag--unread">未读</Tag>
        ),
    },
  ];

  return (
    <section className="hcs-user-annt" aria-label="我的消息">
      <Form<SearchValues> form={form} name="userAnnouncementSearch" layout="inline" onFinish={search}>
        <Form.Item label="标题" name="titile">
          <Input placeholder="请输入标题" allowClear={INPUT_CLEAR} />
        </Form.Item>
        <Form.Item label="阅读状态" name="readFlag">
          <Select<'0' | '1'>
            allowClear={SELECT_CLEAR}
            style={{ width: 140 }}
            options={[
              { value: '0', label: '未读' },
              { value: '1', label: '已读' },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button onClick={reset}>重置</Button>
          </Space>
        </Form.Item>
      </Form>
      <div className="hcs-user-annt__toolbar">
        <Button onClick={markAllRead}>全部标为已读</Button>
      </div>
      <Table<AnnouncementSend>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.records}
        loading={answer.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          itemRender: namedPageItems,
          current: query.pageNo,
          pageSize: query.pageSize,
          total: page.total,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total, range) => `${range[0]}-${range[1]} 共 ${total} 条`,
        }}
        onChange={(pagination) =>
          setQuery((q) => ({
            ...q,
            pageNo: pagination.pageSize !== q.pageSize ? 1 : (pagination.current ?? 1),
            pageSize: pagination.pageSize ?? q.pageSize,
          }))
        }
      />
      <AnnouncementDetailModal id={detailId} onClose={closeDetail} />
    </section>
  );
}
