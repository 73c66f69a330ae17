import type { PickerPosition } from '../../api/pickers.ts';
import { type PositionValueKey, positionPickers } from './positionPicker.ts';
import { RecordSelect, type RecordSelectProps } from './RecordSelect.tsx';

export type PositionSelectProps = Omit<RecordSelectProps<PickerPosition>, 'config'> & {
  /** What the field holds: position codes (default, as a user's 职务) or ids. */
  valueKey?: PositionValueKey;
};

/** A position field: the position dialog (职务选择) as a form control. */
export function PositionSelect({ valueKey = 'code', ...props }: PositionSelectProps) {
  return <RecordSelect<PickerPosition> config={positionPickers[valueKey]} {...props} />;
}
