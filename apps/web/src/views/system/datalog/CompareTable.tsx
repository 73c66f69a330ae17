import { Table, type TableColumnsType, Tag } from 'antd';
import { type ComparedField, type DataCompare, valueText } from './dataLogApi.ts';

interface Props {
  result: DataCompare;
  onlyChanged: boolean;
  loading: boolean;
}

const versionTitle = (v: DataCompare['left']) =>
  `版本 ${v.dataVersion}（${v.createBy ?? ''} ${v.createTime}）`;

/** Two versions side by side, one row per field; changed fields are marked 已修改 and highlighted. */
export function CompareTable({ result, onlyChanged, loading }: Props) {
  const columns: TableColumnsType<ComparedField> = [
    {
      title: '字段',
      dataIndex: 'label',
      width: 180,
      render: (_v, f) => (
        <>
          {f.label}
          {f.changed ? (
            <Tag className="hcs-datalog-changed-tag" variant="outlined">
              已修改
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      title: versionTitle(result.left),
      dataIndex: 'left',
      render: (_v, f) => f.leftText ?? valueText(f.left),
    },
    {
      title: versionTitle(result.right),
      dataIndex: 'right',
      render: (_v, f) => f.rightText ?? valueText(f.right),
    },
  ];
  return (
    <Table<ComparedField>
      className="hcs-datalog-compare"
      size="small"
      bordered
      rowKey="field"
      loading={loading}
      pagination={false}
      columns={columns}
      dataSource={onlyChanged ? result.fields.filter((f) => f.changed) : result.fields}
      rowClassName={(f) => (f.changed ? 'hcs-datalog-row--changed' : '')}
    />
  );
}
