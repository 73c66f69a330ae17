import { CRON_FIELD_KEYS, type CronFieldKey, parseCron } from '@hcs/shared';
import { Input, Modal, Tabs } from 'antd';
import { useId, useMemo, useReducer, useState } from 'react';
import { builderReducer, initialBuilderState } from './builderState.ts';
import { CronFieldEditor } from './CronFieldEditor.tsx';
import { CronPreviewList } from './CronPreviewList.tsx';
import type { FieldDraft } from './cronDraft.ts';
import { FIELD_TITLES } from './cronFieldWords.ts';
import { type CronPreviewSource, useCronPreview } from './useCronPreview.ts';
import './cronBuilder.css';

/** Spec §9: the cron modal is 608 wide. */
export const CRON_MODAL_WIDTH = 608;

export interface CronBuilderModalProps {
  open: boolean;
  /** The expression to start from; empty starts from `* * * * * ? *`. Mount anew for each opening. */
  value?: string;
  onOk(expression: string): void;
  onCancel(): void;
  /** Computes the preview elsewhere (e.g. on the server) instead of locally. */
  previewSource?: CronPreviewSource;
}

/**
 * The cron builder (spec §4 "Cron editor", §9): a tab per field (秒 分 时 日 月 周 年), the expression
 * (editable; a valid edit is read back into the tabs), and the next 10 run times, 500 ms after the last
 * change. OK hands back the expression; 取消 changes nothing.
 */
export default function CronBuilderModal({
  open,
  value,
  onOk,
  onCancel,
  previewSource,
}: CronBuilderModalProps) {
  const [{ drafts, expression }, dispatch] = useReducer(builderReducer, value, initialBuilderState);
  const [tab, setTab] = useState<CronFieldKey>('second');
  const preview = useCronPreview(expression, previewSource);
  const inputId = useId();
  const errorId = useId();
  const showError = preview.error !== null && !preview.pending;

  // One stable handler per field, so a change redraws only the tab whose draft changed.
  const fieldChanged = useMemo(
    () =>
      Object.fromEntries(
        CRON_FIELD_KEYS.map((key) => [key, (next: FieldDraft) => dispatch({ type: 'field', key, next })]),
      ) as Record<CronFieldKey, (next: FieldDraft) => void>,
    [],
  );

  const confirm = () => {
    const parsed = parseCron(expression);
    if (!parsed.ok) {
      preview.flush();
      return;
    }
    onOk(parsed.cron.expression);
  };

  return (
    <Modal
      title="Cron表达式"
      open={open}
      width={CRON_MODAL_WIDTH}
      onOk={confirm}
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
      className="hcs-cron-modal"
    >
      <Tabs
        className="hcs-cron-tabs"
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as CronFieldKey)}
        items={CRON_FIELD_KEYS.map((key) => ({
          key,
          label: FIELD_TITLES[key],
          children: <CronFieldEditor field={key} draft={drafts[key]} onChange={fieldChanged[key]} />,
        }))}
      />
      <div className="hcs-cron-expression">
        <label htmlFor={inputId}>表达式</label>
        <Input
          id={inputId}
          value={expression}
          onChange={(event) => dispatch({ type: 'typed', text: event.target.value })}
          onPressEnter={confirm}
          status={showError ? 'error' : undefined}
          aria-invalid={showError}
          aria-describedby={showError ? errorId : undefined}
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      <CronPreviewList runs={preview.runs} error={showError ? preview.error : null} errorId={errorId} />
    </Modal>
  );
}
