import { TableOutlined } from '@ant-design/icons';
import type { ReportRecord } from '@hcs/shared';
import { App, Button, Form, type FormInstance, Input, Space } from 'antd';
import { useState } from 'react';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';
import { mapPopupRows, popupConfigError } from './popupMapping.ts';
import { ReportPopupModal } from './ReportPopupModal.tsx';

export interface PopupFieldProps extends FieldAria {
  /** The report's code. */
  code?: string;
  /** Report columns to take, comma-joined, e.g. `username,realname`. */
  orgFields?: string;
  /** Form fields receiving them, in the same order, e.g. `username,realname`. */
  destFields?: string;
  /** Which of destFields this control itself shows (the Form.Item it sits in). */
  field?: string;
  multi?: boolean;
  /** Report parameters (`self_<key>`). */
  param?: Readonly<Record<string, string>>;
  placeholder?: string;
  disabled?: boolean;
  /** From Form.Item. */
  id?: string;
  value?: string;
  onChange?(value: string): void;
  /** Every mapped value, also without a surrounding form. */
  onCallback?(values: Record<string, string>): void;
}

/**
 * The popup field (JPopup, spec §5): a read-only input that opens a report popup; on OK the chosen
 * rows' report columns (orgFields) are written into the form's fields (destFields), several rows'
 * values comma-joined. A missing or mismatched configuration shows its error instead of opening.
 */
export function PopupField(props: PopupFieldProps) {
  const { code, orgFields, destFields, field, multi = false, param, placeholder, disabled, id } = props;
  const { message } = App.useApp();
  // undefined outside a Form: antd's hook reads the surrounding form from context.
  const form = Form.useFormInstance() as FormInstance | undefined;
  const [open, setOpen] = useState(false);
  const [ownText, setOwnText] = useState('');
  const shown = props.value ?? ownText;

  const openPopup = () => {
    if (disabled) return;
    const error = popupConfigError(code, { orgFields, destFields });
    if (error) {
      void message.error(error);
      return;
    }
    setOpen(true);
  };

  const choose = (rows: ReportRecord[]) => {
    const values = mapPopupRows(rows, { orgFields, destFields });
    // Its own field first, through Form.Item: the form's onValuesChange and validation see the change.
    if (field !== undefined && Object.hasOwn(values, field)) {
      const own = values[field] ?? '';
      setOwnText(own);
      props.onChange?.(own);
    }
    form?.setFieldsValue(values);
    props.onCallback?.(values);
  };

  return (
    <>
      <Space.Compact block>
        <Input
          id={id}
          {...fieldAria(props)}
          readOnly
          value={shown}
          disabled={disabled}
          placeholder={placeholder ?? '请选择'}
          onClick={openPopup}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              openPopup();
            }
          }}
        />
        <Button icon={<TableOutlined />} disabled={disabled} onClick={openPopup}>
          选择
        </Button>
      </Space.Compact>
      {code ? (
        <ReportPopupModal
          open={open}
          code={code}
          multi={multi}
          param={param}
          onOk={choose}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
