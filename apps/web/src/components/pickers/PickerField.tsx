import { CloseCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import type { KeyboardEvent } from 'react';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';

export interface PickerFieldProps extends FieldAria {
  /** From the Form.Item, so its label names the field. */
  id?: string;
  /** e.g. 用户: 请选择用户, 选择用户, 清除用户. */
  name: string;
  /** The labels of the chosen records (empty ones, still being looked up, are left out). */
  labels: string[];
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  onOpen(): void;
  onClear(): void;
}

/**
 * How a picker sits in a form: a read-only box with the chosen labels (a click or Enter opens the
 * dialog), a clear button while something is chosen, and 选择.
 */
export function PickerField(props: PickerFieldProps) {
  const { id, name, disabled = false, placeholder, onOpen, onClear } = props;
  const labels = props.labels.filter((l) => l !== '');
  const text = labels.join('，');
  const openByKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <Space.Compact block className="hcs-picker-field">
      <Input
        id={id}
        readOnly
        value={text}
        title={text || undefined}
        aria-label={props['aria-label']}
        {...fieldAria(props)}
        placeholder={placeholder ?? `请选择${name}`}
        disabled={disabled}
        onClick={disabled ? undefined : onOpen}
        onKeyDown={disabled ? undefined : openByKey}
      />
      {labels.length > 0 && !disabled ? (
        <Button
          icon={<CloseCircleOutlined />}
          aria-label={`清除${name}`}
          title={`清除${name}`}
          onClick={onClear}
        />
      ) : null}
      <Button icon={<SearchOutlined />} aria-label={`选择${name}`} disabled={disabled} onClick={onOpen}>
        选择
      </Button>
    </Space.Compact>
  );
}
