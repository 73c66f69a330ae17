import type { DatabaseAnswer, SlowQuery } from '@hcs/shared';
import { Card, Col, Descriptions, Row, Table, type TableColumnsType, Typography } from 'antd';
import { namedPageItems } from '../../components/table/namedPageItems.ts';
import { formatBytes } from './shared/format.ts';
import { MonitorFrame } from './shared/MonitorFrame.tsx';
import { useMonitor } from './shared/useMonitor.ts';

const slowColumns: TableColumnsType<SlowQuery> = [
  {
    title: '语句',
    dataIndex: 'sql',
    render: (text: string) => (
      <Typography.Paragraph
        className="hcs-monitor__sql"
        ellipsis={{ rows: 3, expandable: 'collapsible', symbol: (expanded) => (expanded ? '收起' : '展开') }}
      >
        {text}
      </Typography.Paragraph>
    ),
  },
  { title: '耗时（毫秒）', dataIndex: 'durationMs', align: 'right', width: 110 },
  { title: '时间', dataIndex: 'time', width: 170, responsive: ['md'] },
];

/** 数据库 (/monitor/database): dialect, size, pool, the slowest recent statements and table rows. */
export default function DatabaseMonitor() {
  const state = useMonitor<DatabaseAnswer>('database');
  const heading = (text: string) => <h2 className="hcs-monitor__heading">{text}</h2>;
  return (
    <MonitorFrame title="数据库" state={state}>
      {(db, half) => (
        <>
          <Card>
            <Descriptions bordered size="small" column={half ? 1 : { xs: 1, sm: 1, md: 2, xl: 4 }}>
              <Descriptions.Item label="类型">
                {db.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}
              </Descriptions.Item>
              <Descriptions.Item label="版本">{db.version}</Descriptions.Item>
              <Descriptions.Item label="大小">{formatBytes(db.size)}</Descriptions.Item>
              <Descriptions.Item label="连接池">
                {db.pool
                  ? `共 ${db.pool.total} / 上限 ${db.pool.max}，空闲 ${db.pool.idle}，等待 ${db.pool.waiting}`
                  : '嵌入式数据库，单个连接'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Row gutter={[16, 16]} className="hcs-monitor__block">
            <Col xs={24}>
              <Card title={heading('最近最慢的语句（不含参数值）')}>
                <Table<SlowQuery>
                  rowKey={(q) => `${q.time}|${q.durationMs}|${q.sql}`}
                  size="small"
                  columns={slowColumns}
                  dataSource={db.slowQueries}
                  pagination={false}
                />
              </Card>
            </Col>
            <Col xs={24} lg={half ? 24 : 12}>
              <Card title={heading(db.rowsEstimated ? '表行数（估算）' : '表行数')}>
                <Table
                  rowKey="name"
                  size="small"
                  columns={[
                    { title: '表名', dataIndex: 'name' },
                    { title: '行数', dataIndex: 'rows', align: 'right' },
                  ]}
                  dataSource={db.tables}
                  pagination={{
                    itemRender: namedPageItems,
                    defaultPageSize: 15,
                    showTotal: (total) => `共 ${total} 张表`,
                  }}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </MonitorFrame>
  );
}
