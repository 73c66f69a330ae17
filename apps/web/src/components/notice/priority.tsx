import { Tag } from 'antd';
import type { Priority } from '../../api/notice.ts';
import './notice.css';

/** Dictionary `priority`: L 一般, M 重要, H 紧急. */
const PRIORITY_LABELS: Record<Priority, string> = { L: '一般', M: '重要', H: '紧急' };

/** The priority as a tag; its colours (notice.css) keep text contrast above 4.5:1. */
export function PriorityTag({ priority }: { priority: Priority | null | undefined }) {
  if (!priority || !(priority in PRIORITY_LABELS)) return null;
  return <Tag className={`hcs-priority hcs-priority--${priority}`}>{PRIORITY_LABELS[priority]}</Tag>;
}
