import type { TableColumnsType } from 'antd';
import type { ListSort, QueryField } from '../list/types.ts';

/**
 * One record picker (spec §2 "Generic record-selection dialog", §7 "Record picker"): what it lists,
 * how it is searched, and which field of a row a form holds.
 */
export interface RecordPickerConfig<T extends object> {
  /** e.g. 用户: the title (用户选择), the card (已选用户) and the field's words. */
  name: string;
  /** The list the dialog pages through (GET, list conventions: *v* contains, a,b in, _begin/_end). */
  listUrl: string;
  /** Where a form value's labels are looked up; the list URL when left out. */
  valueUrl?: string;
  columns: TableColumnsType<T>;
  /** The query form; past the second field they show on 展开. */
  queryFields?: QueryField[];
  /** The field that tells the table's rows apart. */
  rowKey: keyof T & string;
  /** The field a form holds (id, username, roleCode…); a form value is these, comma-joined. */
  valueKey: keyof T & string;
  /** The field that names a chosen row (realname, roleName…). */
  labelKey: keyof T & string;
  /** Dialog width: 900 unless given (spec §9; the user dialog is 1250). */
  width?: number;
  /** createTime descending unless given. */
  defaultSort?: ListSort;
}

/** What OK hands back: the chosen rows. Resolve false to keep the dialog open (e.g. a refused save). */
export type PickerOk<T> = (rows: T[]) => boolean | Promise<boolean>;

/** What a record field needs of its dialog: RecordSelectModal, or one built on it. */
export interface PickerDialogProps<T extends object> {
  config: RecordPickerConfig<T>;
  open: boolean;
  multiple: boolean;
  initialSelected: readonly T[];
  extraParams?: Record<string, string | undefined>;
  onOk: PickerOk<T>;
  onCancel(): void;
}

/** The text of a row's field, for keys and labels. */
export function fieldText<T extends object>(row: T, key: keyof T & string): string {
  const value = row[key];
  return value === null || value === undefined ? '' : String(value);
}
