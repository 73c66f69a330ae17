import { Tag } from 'antd';
import { DictText } from '../../../components/dict/DictText.tsx';
import './WorkOrderList.css';

/** The status as a tag whose text says it (wo_status); the colour only repeats it. */
export function StatusTag({ status, text }: { status: number; text?: string }) {
  return (
    <Tag className={`hcs-wo-status hcs-wo-status--${status}`}>
      {text ?? <DictText dictCode="wo_status" value={String(status)} />}
    </Tag>
  );
}

/** 已超期: the deadline has passed and the order is not completed. */
export function OverdueTag() {
  return <Tag className="hcs-wo-overdue">已超期</Tag>;
}
