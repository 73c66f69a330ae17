import { Alert, Button, Space } from 'antd';
import type { Draft } from './useDraft.ts';

interface DraftNoticeProps {
  draft: Draft | null;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back what was typed last time and not saved (see useDraft). */
export function DraftNotice({ draft, onRestore, onDiscard }: DraftNoticeProps) {
  if (!draft) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={`有未保存的草稿（${draft.savedAt}）`}
      action={
        <Space>
          <Button size="small" type="primary" onClick={onRestore}>
            恢复草稿
          </Button>
          <Button size="small" onClick={onDiscard}>
            丢弃
          </Button>
        </Space>
      }
    />
  );
}
