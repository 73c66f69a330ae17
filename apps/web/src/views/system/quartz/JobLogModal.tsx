import { ReloadOutlined } from '@ant-design/icons';
import { Button, Modal, Table, type TableColumnsType, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { type JobLog, jobLogs, type QuartzJob } from './quartzApi.ts';
import './QuartzJobList.css';

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
  const [rows, setRows] = useState<JobLog[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const jobId = job?.id;

  const load = useCallback(async (id: string, pageNo: number) => {
    setLoading(true);
    try {
      const res = await jobLogs(id, pageNo, PAGE_SIZE);
      if (res.success) {
        setRows(res.result.records);
        setTotal(res.result.total);
      }
    } catch {
      // The request client has already shown why.
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (jobId) void load(jobId, page);
  }, [jobId, page, load]);

  return (
    <Modal
      open={job !== null}
      title={`执行日志：${job?.jobClassName ?? ''}`}
      width={900}
      footer={null}
      destroyOnHidden
      afterClose={() => {
        setPage(1);
        setRows([]);
      }}
      onCancel={onClose}
    >
      <Button
        icon={<ReloadOutlined />}
        style={{ marginBottom: 12 }}
        onClick={() => jobId && void load(jobId, page)}
      >
        刷新
      </Button>
      <Table<JobLog>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 700 }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: setPage }}
        locale={{ emptyText: '暂无执行记录' }}
      />
    </Modal>
  );
}
