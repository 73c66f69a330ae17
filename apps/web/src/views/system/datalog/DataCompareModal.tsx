import { Checkbox, Empty, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { CompareTable } from './CompareTable.tsx';
import { type CompareTarget, useVersionCompare } from './useVersionCompare.ts';
import './DataLogList.css';

interface Props {
  open: boolean;
  target: CompareTarget | null;
  onClose(): void;
}

/** 数据比较: pick two versions of one record and see them side by side. */
export function DataCompareModal({ open, target, onClose }: Props) {
  const { versions, chosen, setChosen, result, loading } = useVersionCompare(target);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const options = versions.map((v) => ({
    value: v.id,
    label: `版本 ${v.dataVersion} · ${v.createBy ?? ''} · ${v.createTime}`,
  }));
  const changedCount = result?.fields.filter((f) => f.changed).length ?? 0;

  return (
    <Modal title="数据比较" open={open} width={1200} onCancel={onClose} footer={null} destroyOnHidden>
      <Space wrap className="hcs-datalog-bar">
        <span>{result ? `${result.dataTable_dictText} ${result.dataId}` : target ? target.dataId : ''}</span>
        <Select
          aria-label="版本一"
          className="hcs-datalog-version"
          placeholder="选择版本一"
          options={options}
          value={chosen[0]}
          onChange={(v: string) => setChosen([v, chosen[1]])}
        />
        <Select
          aria-label="版本二"
          className="hcs-datalog-version"
          placeholder="选择版本二"
          options={options}
          value={chosen[1]}
          onChange={(v: string) => setChosen([chosen[0], v])}
        />
        <Checkbox checked={onlyChanged} onChange={(e) => setOnlyChanged(e.target.checked)}>
          只显示有变化的字段
        </Checkbox>
      </Space>
      {result ? (
        <>
          <p className="hcs-datalog-summary" role="status">
            {changedCount > 0 ? `共 ${changedCount} 个字段有变化` : '两个版本没有差别'}
          </p>
          <CompareTable result={result} onlyChanged={onlyChanged} loading={loading} />
        </>
      ) : (
        <Empty description={versions.length < 2 ? '该数据只有一个版本' : '请选择两个不同的版本'} />
      )}
    </Modal>
  );
}
