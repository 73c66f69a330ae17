import { Table, type TableColumnsType, Typography } from 'antd';
import type { FieldRow } from './operations.ts';

const columns: TableColumnsType<FieldRow> = [
  {
    title: '字段',
    dataIndex: 'name',
    render: (name: string) => <code className="hcs-apidoc__code">{name}</code>,
  },
  { title: '位置', dataIndex: 'location', width: 72 },
  { title: '类型', dataIndex: 'type', width: 140 },
  {
    title: '必填',
    dataIndex: 'required',
    width: 64,
    render: (required: boolean) => (required ? '是' : '否'),
  },
  { title: '约束', dataIndex: 'constraints', render: (text: string) => text || '—' },
  { title: '说明', dataIndex: 'description', render: (text: string) => text || '—' },
];

/** The fields of one part of a request: a table, or on a phone one item per field. */
export function FieldTable({ rows, caption, phone }: { rows: FieldRow[]; caption: string; phone: boolean }) {
  if (rows.length === 0) return <Typography.Paragraph type="secondary">无</Typography.Paragraph>;
  if (phone) {
    return (
      <ul className="hcs-apidoc__fields" aria-label={caption}>
        {rows.map((row) => (
          <li key={`${row.location} ${row.name}`} className="hcs-apidoc__field">
            <div>
              <code className="hcs-apidoc__code">{row.name}</code> {row.type}
              {row.required ? '，必填' : '，可选'}（{row.location}）
            </div>
            {row.constraints ? <div className="hcs-apidoc__meta">{row.constraints}</div> : null}
            {row.description ? <div className="hcs-apidoc__meta">{row.description}</div> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<FieldRow>
      size="small"
      columns={columns}
      dataSource={rows}
      rowKey={(row) => `${row.location} ${row.name}`}
      pagination={false}
      aria-label={caption}
    />
  );
}
