import type { OnlineFormField } from './form.ts';

/** A field as the designer sends it before it is saved: everything but its ids. */
export type OnlineNewField = Omit<OnlineFormField, 'id' | 'cgformHeadId'>;

/** What a field holds besides its name and remark when nothing else is said. */
export type OnlineFieldDefaults = Omit<OnlineNewField, 'dbFieldName' | 'dbFieldTxt'>;

/**
 * A new field: a nullable text column of 32, a text box shown in the form and the list, not queried, first.
 * The designer's new rows start with these, the server takes them for what a saved field leaves out, and
 * `onl_cgform_field` (migration 0034) gives a row inserted without them the same values.
 */
export const ONLINE_FIELD_DEFAULTS: Readonly<OnlineFieldDefaults> = {
  dbFieldNameOld: null,
  dbIsKey: 0,
  dbIsNull: 1,
  dbType: 'string',
  dbLength: 32,
  dbPointLength: 0,
  dbDefaultVal: null,
  dictField: null,
  dictTable: null,
  dictText: null,
  fieldShowType: 'text',
  fieldHref: null,
  fieldLength: null,
  fieldValidType: null,
  fieldMustInput: '0',
  fieldExtendJson: null,
  fieldDefaultValue: null,
  isQuery: 0,
  queryMode: 'single',
  isShowForm: 1,
  isShowList: 1,
  isReadOnly: 0,
  mainTable: null,
  mainField: null,
  orderNum: 0,
  sortFlag: 0,
};

/** A new field named `dbFieldName` (its remark too unless `given` says otherwise) with the defaults. */
export function newOnlineField(dbFieldName: string, given: Partial<OnlineNewField> = {}): OnlineNewField {
  return { ...ONLINE_FIELD_DEFAULTS, dbFieldName, dbFieldTxt: dbFieldName, ...given };
}
