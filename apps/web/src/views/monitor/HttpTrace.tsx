import { STATUS_CLASSES, type TraceAnswer, type TraceEntry } from '@hcs/shared';
import {
  Button,
  Card,
  Form,
  Input,
  Pagination,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { INPUT_CLEAR, SELECT_CLEAR } from '../../components/form/iconNames.tsx';
import { ToneTag } from '../../components/ToneTag.tsx';
import { namedPageItems } from '../../components/table/namedPageItems.ts';
import { PHONE_QUERY } from '../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../utils/useMediaQuery.ts';
import { MonitorFrame } from './shared/MonitorFrame.tsx';
import { statusTone } from './shared/statusTone.ts';
import { useMonitor } from './shared/useMonitor.ts';

interface Filter {
  statusClass?: string;
  path?: string;
  user?: string;
}

const columns: TableColumnsType<TraceEntry> = [
  { title: '时间', dataIndex: 'time', width: 200 },
  { title: '方法', dataIndex: 'method', width: 80 },
  {
    title: '路径',
    dataIndex: 'path',
    render: (path: string) => <span className="hcs-monitor__sql">{path}</span>,
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    render: (status: number) => <ToneTag tone={statusTone(status)}>{status}</ToneTag>,
  },
  { title: '耗时（毫秒）', dataIndex: 'durationMs', width: 110, align: 'right' },
  { title: '用户', dataIndex: 'username', width: 120, render: (u: string | null) => u ?? '—' },
];

const PHONE_PAGE_SIZE = 20;

/** On a phone: one card-like item per request, newest first, a page at a time. */
function TraceItems({ records }: { records: TraceEntry[] }) {
  const [pageNo, setPageNo] = useState(1);
  const shown = records.slice((pageNo - 1) * PHONE_PAGE_SIZE, pageNo * PHONE_PAGE_SIZE);
  return (
    <>
      <ul className="hcs-monitor__items" aria-label="请求列表">
        {shown.map((r) => (
          <li key={r.seq} className="hcs-monitor__item">
            <div>
              <ToneTag tone={statusTone(r.status)}>{r.status}</ToneTag> {r.method}{' '}
              <span className="hcs-monitor__sql">{r.path}</span>
            </div>
            <div className="hcs-monitor__meta">
              {r.time.slice(11)} · {r.durationMs} 毫秒 · {r.username ?? '未登录'}
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        itemRender={namedPageItems}
        simple
        size="small"
        current={pageNo}
        pageSize={PHONE_PAGE_SIZE}
        total={records.length}
        onChange={setPageNo}
      />
    </>
  );
}

/** Only what was filled in, trimmed: the request's parameters and the query's key. */
function applied(values: Filter): Filter {
  const out: Filter = {};
  if (values.statusClass) out.statusClass = values.statusClass;
  if (values.path?.trim()) out.path = values.path.trim();
  if (values.user?.trim()) out.user = values.user.trim();
  return out;
}

/** 请求追踪 (/monitor/trace): the last 1,000 requests, filterable by status class, path and user. */
export default function HttpTrace() {
  const [form] = Form.useForm<Filter>();
  const [filter, setFilter] = useState<Filter>({});
  const state = useMonitor<TraceAnswer>('trace', { ...filter });
  const phone = useMediaQuery(PHONE_QUERY);
  const filters = (
    <Form<Filter>
      form={form}
      layout="inline"
      className="hcs-monitor__bar"
      onFinish={(values) => setFilter(applied(values))}
    >
      <Form.Item name="statusClass" label="状态类别">
        <Select
          allowClear={SELECT_CLEAR}
          placeholder="全部"
          style={{ width: 120 }}
          options={STATUS_CLASSES.map((c) => ({ value: c, label: c }))}
        />
      </Form.Item>
      <Form.Item name="path" label="路径">
        <Input allowClear={INPUT_CLEAR} placeholder="路径包含" maxLength={200} />
      </Form.Item>
      <Form.Item name="user" label="用户">
        <Input allowClear={INPUT_CLEAR} placeholder="用户名包含" maxLength={100} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilter({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
  return (
    <MonitorFrame title="请求追踪" state={state} extra={filters}>
      {(trace, half) => (
        <Card>
          <Typography.Paragraph type="secondary">
            {!trace.recording
              ? '请求记录已关闭（HCS_REQUEST_TRACE=0）。'
              : trace.answering
                ? `内存中保留最近 ${trace.kept} 条请求，符合条件 ${trace.records.length} 条；不记录请求头、请求体和查询参数。`
                : `该副本每 5 秒上报最近 ${trace.kept} 条请求，符合条件 ${trace.records.length} 条；不记录请求头、请求体和查询参数。`}
          </Typography.Paragraph>
          {phone || half ? (
            <TraceItems records={trace.records} />
          ) : (
            <Table<TraceEntry>
              rowKey="seq"
              size="small"
              columns={columns}
              dataSource={trace.records}
              pagination={{
                itemRender: namedPageItems,
                defaultPageSize: 20,
                showSizeChanger: true,
                showTotal: (total) => `共 ${total} 条`,
              }}
            />
          )}
        </Card>
      )}
    </MonitorFrame>
  );
}
