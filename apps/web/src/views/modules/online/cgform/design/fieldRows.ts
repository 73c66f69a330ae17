import {
  ONLINE_DB_TYPES,
  ONLINE_FIELD_DEFAULTS,
  ONLINE_SHOW_TYPES,
  type OnlineDbType,
  type OnlineFormField,
  type OnlineShowType,
} from '@hcs/shared';
import type { GridRow } from '../../../../../components/grid/index.ts';
import type { FieldInput } from './designApi.ts';
import { isRulePreset } from './fieldRules.ts';

/**
 * The designed fields as rows of the editable grid and back. 校验规则 is two cells in the grid: the
 * preset (or 自定义正则) and the pattern typed for the latter; the field holds one of them.
 */

/** The preset choice that makes the pattern cell count. */
export const CUSTOM_PATTERN = 'custom';

const { orderNum: _place, ...newRowCells } = ONLINE_FIELD_DEFAULTS;
/**
 * What a new row's cells start with: a new field's values (ONLINE_FIELD_DEFAULTS) but its place, which is
 * the row's (fieldOfRow numbers the fields by their rows).
 */
export const NEW_FIELD: Readonly<Omit<FieldInput, 'dbFieldName' | 'dbFieldTxt' | 'orderNum'>> = newRowCells;

/** The grid's own cells of a row beside the field's attributes. */
interface RowExtras {
  validPreset: string;
  validPattern: string;
}

/** A saved field as a grid row (nulls as empty cells). */
export function rowOfField(field: OnlineFormField): GridRow {
  const valid = field.fieldValidType ?? '';
  const extras: RowExtras =
    isRulePreset(valid) || !valid
      ? { validPreset: valid, validPattern: '' }
      : { validPreset: CUSTOM_PATTERN, validPattern: valid };
  const row: GridRow = { id: field.id };
  for (const [key, value] of Object.entries(field)) row[key] = value === null ? '' : value;
  return { ...row, ...extras };
}

/** A row from a grid that never showed some cells gets the new field's values for them. */
export function withFieldDefaults(row: GridRow): GridRow {
  const filled: GridRow = { ...row };
  for (const [key, value] of Object.entries(NEW_FIELD)) {
    if (filled[key] === undefined) filled[key] = value === null ? '' : value;
  }
  if (filled.validPreset === undefined) filled.validPreset = '';
  if (filled.validPattern === undefined) filled.validPattern = '';
  return filled;
}

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : String(value);
const orNull = (value: unknown): string | null => text(value) || null;
const flag = (value: unknown): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0);
const whole = (value: unknown, fallback: number): number => {
  const n = Number(text(value));
  return text(value) !== '' && Number.isInteger(n) ? n : fallback;
};

const DB_TYPES = new Set<string>(ONLINE_DB_TYPES);

/** The fieldValidType a row holds: the preset's key, the custom pattern, or nothing. */
export function validTypeOfRow(row: Record<string, unknown>): string | null {
  const preset = text(row.validPreset);
  if (preset === CUSTOM_PATTERN) return orNull(row.validPattern);
  return preset || null;
}

/** A row as the field the server takes: temporary ids left out, order from the row's place. */
export function fieldOfRow(row: Record<string, unknown>, index: number, keepId: boolean): FieldInput {
  const dbType = text(row.dbType);
  const showType = text(row.fieldShowType);
  const field: FieldInput = {
    dbFieldName: text(row.dbFieldName),
    dbFieldNameOld: orNull(row.dbFieldNameOld),
    dbFieldTxt: text(row.dbFieldTxt),
    dbIsKey: flag(row.dbIsKey),
    dbIsNull: flag(row.dbIsNull),
    dbType: (DB_TYPES.has(dbType) ? dbType : 'string') as OnlineDbType,
    dbLength: whole(row.dbLength, 0),
    dbPointLength: whole(row.dbPointLength, 0),
    dbDefaultVal: orNull(row.dbDefaultVal),
    dictField: orNull(row.dictField),
    dictTable: orNull(row.dictTable),
    dictText: orNull(row.dictText),
    fieldShowType: (Object.hasOwn(ONLINE_SHOW_TYPES, showType) ? showType : 'text') as OnlineShowType,
    fieldHref: orNull(row.fieldHref),
    fieldLength: text(row.fieldLength) ? whole(row.fieldLength, 0) : null,
    fieldValidType: validTypeOfRow(row),
    fieldMustInput: flag(row.fieldMustInput) ? '1' : '0',
    fieldExtendJson: orNull(row.fieldExtendJson),
    fieldDefaultValue: orNull(row.fieldDefaultValue),
    isQuery: flag(row.isQuery),
    queryMode: text(row.queryMode) === 'group' ? 'group' : 'single',
    isShowForm: flag(row.isShowForm),
    isShowList: flag(row.isShowList),
    isReadOnly: flag(row.isReadOnly),
    mainTable: orNull(row.mainTable),
    mainField: orNull(row.mainField),
    orderNum: index + 1,
    sortFlag: flag(row.sortFlag),
  };
  const id = text(row.id);
  return keepId && id ? { ...field, id } : field;
}

/** The ids of saved fields the rows no longer hold: what editAll deletes. */
export function removedFieldIds(saved: readonly { id: string }[], rows: readonly { id: string }[]): string[] {
  const kept = new Set(rows.map((row) => row.id));
  return saved.filter((field) => !kept.has(field.id)).map((field) => field.id);
}
