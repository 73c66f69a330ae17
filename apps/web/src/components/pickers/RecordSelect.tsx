import { type ComponentType, useState } from 'react';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';
import { PickerField } from './PickerField.tsx';
import { RecordSelectModal } from './RecordSelectModal.tsx';
import { fieldText, type PickerDialogProps, type RecordPickerConfig } from './types.ts';
import { splitValue, useRecordLabels } from './useRecordLabels.ts';

export interface RecordSelectProps<T extends object> extends FieldAria {
  config: RecordPickerConfig<T>;
  /** The chosen value keys, comma-joined (what the form holds). */
  value?: string | null;
  /** The new value, comma-joined, with the chosen rows. */
  onChange?: (value: string, rows: T[]) => void;
  /** Default false: one record; true: several. */
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  /** Always sent with the dialog's list, e.g. { departId }. */
  extraParams?: Record<string, string | undefined>;
  /** The dialog it opens: the record-selection dialog unless given (e.g. the user-by-department one). */
  Dialog?: ComponentType<PickerDialogProps<T>>;
}

/**
 * A record picker as a form field (the typical Form.Item child): it shows the labels of its value —
 * looked up by the value keys when it gets a value from outside — and opens the selection dialog,
 * which starts from the current choice. It emits the chosen value keys comma-joined.
 */
export function RecordSelect<T extends object>(props: RecordSelectProps<T>) {
  const { config, value, onChange, multiple = false, disabled, placeholder, id, extraParams } = props;
  const Dialog = props.Dialog ?? RecordSelectModal;
  const [open, setOpen] = useState(false);
  const values = splitValue(value);
  const labels = useRecordLabels(config, values);

  const choose = (rows: T[]) => {
    labels.remember(rows);
    onChange?.(rows.map((r) => fieldText(r, config.valueKey)).join(','), rows);
    return true;
  };

  return (
    <>
      <PickerField
        id={id}
        name={config.name}
        labels={values.map(labels.labelOf)}
        disabled={disabled}
        placeholder={placeholder}
        aria-label={props['aria-label']}
        {...fieldAria(props)}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('', [])}
      />
      <Dialog
        config={config}
        open={open}
        multiple={multiple}
        initialSelected={labels.rows}
        extraParams={extraParams}
        onOk={choose}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
