import { ReloadOutlined } from '@ant-design/icons';
import { Button, Modal, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../../utils/serverState.ts';
import { type JobLog, jobLogs, type QuartzJob } from './quartzApi.ts';
import './QuartzJobList.css';
import { namedPageItems } from '../../../components/table/namedPageItems.ts';

interface Props {
  /** The job whose runs are shown; null: closed. */
  job: QuartzJob | null;
  onClose(): void;
}

const PAGE_SIZE = 10;

const columns: TableColumnsType<JobLog> = [
  { title: '开始时间', dataIndex: 'startTime', width: 170 },
  {
    title: '触发方式',
    dataIndex: 'triggerType',
    width: 96,
    render: (v: string) => (v === 'manual' ? '立即执行' : '定时触发'),
  },
  { title: '耗时(毫秒)', dataIndex: 'durationMs', width: 100, align: 'right' },
  {
    title: '结果',
    dataIndex: 'success',
    width: 80,
    render: (v: number) =>
      v === 1 ? (
        <Tag className="hcs-quartz-tag--ok">成功</Tag>
      ) : (
        <Tag className="hcs-quartz-tag--failed">失败</Tag>
      ),
  },
  { title: '执行信息', dataIndex: 'message', ellipsis: { showTitle: true } },
];

/** 执行日志: a job's runs, newest first, with when, how long and how each ended. */
export function JobLogModal({ job, onClose }: Props) {
  const [page, setPage] = useState(1);
  const jobId = job?.id;
  const logs = useApiQuery({
    queryKey: ['jobLogs', jobId, page],
    load: () => jobLogs(jobId ?? '', page, PAGE_SIZE),
    enabled: jobId !== undefined,
    // Another page of the same job keeps showing the last one until it arrives; another job starts empty.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === jobId ? previous : undefined,
    // Runs are added all the time: every opening asks again.
    staleTime: 0,
  });

  return (
    <Modal
      open={job !== null}
      title={`执行日志：${job?.jobClassName ?? ''}`}
      width={900}
      footer={null}
      destroyOnHidden
      afterClose={() => setPage(1)}
      onCancel={onClose}
    >
      <Button icon={<ReloadOutlined />} style={{ marginBottom: 12 }} onClick={() => void logs.refetch()}>
        刷新
      </Button>
      <Table<JobLog>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={logs.data?.records ?? []}
        loading={logs.isFetching}
        scroll={{ x: 700 }}
        pagination={{
          itemRender: namedPageItems,
          current: page,
          pageSize: PAGE_SIZE,
          total: logs.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        locale={{ emptyText: '暂无执行记录' }}
      />
    </Modal>
  );
}
