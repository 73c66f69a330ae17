import type { OnlineFormHead } from '@hcs/shared';
import {
  Button,
  Empty,
  Modal,
  Result,
  Select,
  Space,
  Spin,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { type Tone, ToneTag } from '../../../../../components/ToneTag.tsx';
import { failureText, READ_AFRESH, useApiQuery } from '../../../../../utils/serverState.ts';
import { type FormVersion, getVersionDiff, getVersions, type VersionDiff } from './designApi.ts';
import { useOpeningKey } from './useOpeningKey.ts';

interface Props {
  open: boolean;
  head: OnlineFormHead | null;
  onClose(): void;
}

/** One line of the comparison table. */
export interface DiffLine {
  key: string;
  kind: '新增字段' | '删除字段' | '修改字段' | '表属性';
  field: string;
  attribute: string;
  from: string;
  to: string;
}

const shown = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '（空）'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The comparison of two versions as rows of one table: fields added, removed, changed, head changes. */
export function diffLines(diff: VersionDiff): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const field of diff.added) {
    lines.push({ key: `a-${field}`, kind: '新增字段', field, attribute: '', from: '', to: '' });
  }
  for (const field of diff.removed) {
    lines.push({ key: `r-${field}`, kind: '删除字段', field, attribute: '', from: '', to: '' });
  }
  for (const { field, changes } of diff.changed) {
    for (const change of changes) {
      lines.push({
        key: `c-${field}-${change.attribute}`,
        kind: '修改字段',
        field,
        attribute: change.label || change.attribute,
        from: shown(change.from),
        to: shown(change.to),
      });
    }
  }
  for (const change of diff.head) {
    lines.push({
      key: `h-${change.attribute}`,
      kind: '表属性',
      field: '',
      attribute: change.label || change.attribute,
      from: shown(change.from),
      to: shown(change.to),
    });
  }
  return lines;
}

const KIND_TONE: Record<DiffLine['kind'], Tone> = {
  新增字段: 'success',
  删除字段: 'danger',
  修改字段: 'info',
  表属性: 'neutral',
};

const DIFF_COLUMNS: TableColumnsType<DiffLine> = [
  {
    title: '变更',
    dataIndex: 'kind',
    width: 100,
    render: (kind: DiffLine['kind']) => <ToneTag tone={KIND_TONE[kind]}>{kind}</ToneTag>,
  },
  { title: '字段', dataIndex: 'field', width: 130 },
  { title: '属性', dataIndex: 'attribute', width: 110 },
  { title: '原值', dataIndex: 'from' },
  { title: '新值', dataIndex: 'to' },
];

const VERSION_COLUMNS: TableColumnsType<FormVersion> = [
  { title: '版本', dataIndex: 'tableVersion', width: 70 },
  { title: '同步人', dataIndex: 'createBy', width: 110 },
  { title: '时间', dataIndex: 'createTime', width: 170 },
  {
    title: '语句',
    dataIndex: 'statements',
    render: (statements: string[]) => `${statements.length} 条（展开查看）`,
  },
];

/** 版本: every synchronised version (who, when, the statements run) and 对比 of two of them. */
export function VersionDialog({ open, head, onClose }: Props) {
  const headId = head?.id ?? '';
  const opening = useOpeningKey();
  const versions = useApiQuery<FormVersion[]>({
    queryKey: ['online-cgform-versions', headId, opening],
    load: () => getVersions(headId),
    enabled: open && head !== null,
    ...READ_AFRESH,
  });
  const list = versions.data ?? [];
  const [from, setFrom] = useState<number | undefined>(undefined);
  const [to, setTo] = useState<number | undefined>(undefined);
  const [compared, setCompared] = useState<{ from: number; to: number } | null>(null);
  const diff = useApiQuery<VersionDiff>({
    queryKey: ['online-cgform-version-diff', headId, compared?.from, compared?.to, opening],
    load: () => getVersionDiff(headId, compared?.from ?? 0, compared?.to ?? 0),
    enabled: open && head !== null && compared !== null,
    ...READ_AFRESH,
  });
  const options = list.map((version) => ({
    value: version.tableVersion,
    label: `版本 ${version.tableVersion}`,
  }));
  // The two newest versions are offered first: the last change is what one usually asks about.
  const fromValue = from ?? list[1]?.tableVersion;
  const toValue = to ?? list[0]?.tableVersion;

  return (
    <Modal
      open={open}
      title={`版本${head ? `：${head.tableTxt}` : ''}`}
      width={860}
      footer={<Button onClick={onClose}>关闭</Button>}
      onCancel={onClose}
      destroyOnHidden
    >
      {versions.isError ? (
        <Result status="warning" title="读取版本失败" subTitle={failureText(versions.error)} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Table<FormVersion>
            size="small"
            rowKey="id"
            loading={versions.isPending}
            columns={VERSION_COLUMNS}
            dataSource={list}
            pagination={false}
            scroll={{ x: 560, y: 240 }}
            locale={{ emptyText: <Typography.Text type="secondary">还没有同步过，没有版本</Typography.Text> }}
            expandable={{
              expandedRowRender: (version) => (
                <pre className="hcs-cgform-sql">{version.statements.join(';\n') || '（无语句）'}</pre>
              ),
            }}
          />
          <Space wrap>
            <span>对比</span>
            <Select
              aria-label="原版本"
              style={{ width: 120 }}
              options={options}
              value={fromValue}
              onChange={setFrom}
              placeholder="原版本"
            />
            <span>与</span>
            <Select
              aria-label="新版本"
              style={{ width: 120 }}
              options={options}
              value={toValue}
              onChange={setTo}
              placeholder="新版本"
            />
            <Button
              type="primary"
              disabled={fromValue === undefined || toValue === undefined || fromValue === toValue}
              onClick={() => {
                if (fromValue !== undefined && toValue !== undefined)
                  setCompared({ from: fromValue, to: toValue });
              }}
            >
              对比
            </Button>
          </Space>
          {compared ? (
            diff.isError ? (
              <Result status="warning" title="对比失败" subTitle={failureText(diff.error)} />
            ) : diff.isPending ? (
              <Spin />
            ) : (
              <section aria-label={`版本 ${compared.from} 与版本 ${compared.to} 的差异`}>
                <Table<DiffLine>
                  size="small"
                  rowKey="key"
                  columns={DIFF_COLUMNS}
                  dataSource={diffLines(diff.data)}
                  pagination={false}
                  scroll={{ x: 560 }}
                  locale={{
                    emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="两个版本没有差异" />,
                  }}
                />
              </section>
            )
          ) : null}
        </Space>
      )}
    </Modal>
  );
}
