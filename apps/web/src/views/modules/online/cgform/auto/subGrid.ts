import { inputFields, type OnlineFormField, type OnlineShowType } from '@hcs/shared';
import type { GridColumn, GridColumnType, GridRule } from '../../../../../components/grid/index.ts';
import { extendOf, switchValues } from './OnlineFieldControl.tsx';
import type { OnlineForm } from './onlineApi.ts';

/** The grid cell of each show type (the editable grid's own cells). */
const CELL: Partial<Record<OnlineShowType, GridColumnType>> = {
  text: 'input',
  password: 'input',
  textarea: 'textarea',
  number: 'inputNumber',
  date: 'date',
  datetime: 'datetime',
  time: 'time',
  radio: 'select',
  list: 'select',
  checkbox: 'list_multi',
  list_multi: 'list_multi',
  sel_search: 'sel_search',
  switch: 'switch',
  file: 'file',
  image: 'upload',
  sel_user: 'sel_user',
  sel_depart: 'sel_depart',
  popup: 'input_pop',
};

/** The grid's rule keywords the designer's validation may name (spec §5). */
const GRID_PRESETS = new Set(['url', 'e', 'm', 'p', 's', 'n', 'z', 'money']);

function rulesOf(design: OnlineFormField, label: string, required: boolean): GridRule[] {
  const rules: GridRule[] = [];
  if (required) rules.push({ required: true, message: `请输入${label}` });
  const valid = design.fieldValidType?.trim();
  if (valid && GRID_PRESETS.has(valid)) rules.push({ pattern: valid });
  if (valid === 'only') rules.push({ unique: true, message: `${label}不能重复` });
  return rules;
}

/**
 * The columns of a one-to-many sub table edited in the main form's grid: one per entered field of the
 * sub form's resource (its foreign keys are the main record's, set by the server, so not shown).
 */
export function subGridColumns(sub: OnlineForm, foreignFields: readonly string[]): GridColumn[] {
  const skip = new Set(foreignFields);
  return inputFields(sub.resource).flatMap(([name, field]) => {
    const design = sub.fields.get(name);
    if (!design || skip.has(name)) return [];
    const type = CELL[design.fieldShowType] ?? (field.type === 'number' ? 'inputNumber' : 'input');
    const column: GridColumn = {
      key: name,
      title: field.label,
      type,
      width: type === 'textarea' ? 220 : 160,
      validateRules: rulesOf(design, field.label, field.input.required === true),
      ...(field.input.default !== undefined ? { defaultValue: field.input.default } : {}),
      ...(field.dict ? { dictCode: field.dict } : {}),
      ...(sub.resource.readOnly.includes(name) ? { disabled: true } : {}),
    };
    if (type === 'switch') column.customValue = switchValues(design);
    if (type === 'input_pop') {
      const extend = extendOf(design);
      column.popupCode = typeof extend.code === 'string' ? extend.code : (design.dictTable ?? '');
      column.orgFields = typeof extend.orgFields === 'string' ? extend.orgFields : (design.dictField ?? '');
      column.destFields = typeof extend.destFields === 'string' ? extend.destFields : (design.dictText ?? '');
    }
    return [column];
  });
}
