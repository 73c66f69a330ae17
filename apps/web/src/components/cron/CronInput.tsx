import { ScheduleOutlined } from '@ant-design/icons';
import { Button, Input, type InputProps, Modal, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { CronPreviewSource } from './useCronPreview.ts';

// The builder (and croner with it) is fetched the first time someone opens it, never with the first load.
const CronBuilderModal = lazy(() => import('./CronBuilderModal.tsx'));

export interface CronInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  value?: string;
  onChange?: (value: string) => void;
  /** Computes the builder's preview elsewhere (e.g. on the server) instead of locally (spec §7). */
  previewSource?: CronPreviewSource;
}

/**
 * A cron expression form field (antd Form compatible: value / onChange): the expression, typed or
 * made with the builder that the button opens (starting from `* * * * * ? *` when empty).
 */
export function CronInput({
  value,
  onChange,
  disabled,
  placeholder = '请输入cron表达式',
  previewSource,
  ...inputProps
}: CronInputProps) {
  const [open, setOpen] = useState(false);
  // A new builder for every opening: it starts from the field's value, never from a cancelled edit.
  const [session, setSession] = useState(0);
  const close = () => setOpen(false);
  const loading = <Modal open={open} title="Cron表达式" width={608} loading footer={null} onCancel={close} />;

  return (
    <>
      <Space.Compact className="hcs-cron-input" style={{ width: '100%' }}>
        <Input
          {...inputProps}
          value={value ?? ''}
          disabled={disabled}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange?.(event.target.value)}
        />
        <Button
          icon={<ScheduleOutlined />}
          disabled={disabled}
          aria-label="选择Cron表达式"
          onClick={() => {
            setSession((n) => n + 1);
            setOpen(true);
          }}
        >
          选择
        </Button>
      </Space.Compact>
      {session > 0 ? (
        <Suspense fallback={loading}>
          <CronBuilderModal
            key={session}
            open={open}
            value={value}
            onOk={(expression) => {
              onChange?.(expression);
              close();
            }}
            onCancel={close}
            previewSource={previewSource}
          />
        </Suspense>
      ) : null}
    </>
  );
}
