import {
  ONLINE_FORM_API,
  type OnlineFormDefinition,
  type OnlineFormField,
  type OnlineFormResource,
  onlineApiName,
  onlineFormResource,
} from '@hcs/shared';
import { getAction } from '../../../../../api/request.ts';
import type { ListUrls } from '../../../../../components/list/index.ts';
import { useApiQuery } from '../../../../../utils/serverState.ts';

/** The standard actions getColumns says the caller may use (the form's button permissions). */
export type OnlineAction = 'add' | 'edit' | 'delete' | 'batch_delete' | 'export' | 'import';

/** A custom button of a form (onl_cgform_button): 'js' runs the enhancement's function, 'action' the server's handler. */
export interface OnlineCgButton {
  id?: string;
  buttonCode: string;
  buttonName: string;
  /** button: in the toolbar; link: in each row's actions; form: in the form's footer. */
  buttonStyle?: 'button' | 'link' | 'form' | string | null;
  optType: 'js' | 'action' | string;
  buttonIcon?: string | null;
  orderNum?: number | null;
  buttonStatus?: string | null;
}

export interface OnlineForeignKey {
  field: string;
  mainField: string;
}

export interface OnlineSubTable {
  definition: OnlineFormDefinition;
  /** 0 one-to-many, 1 one-to-one. */
  relationType: 0 | 1 | null;
  foreignKeys: OnlineForeignKey[];
}

/** What GET getColumns/{code} answers (the family's shape and the definition the caller may see). */
export interface OnlineColumns {
  code: string;
  formTemplate?: string | null;
  description?: string | null;
  currentTableName?: string | null;
  tableType?: number | null;
  paginationFlag?: string | null;
  checkboxFlag?: string | null;
  scrollFlag?: number | string | null;
  cgButtonList?: OnlineCgButton[] | null;
  /** The list's enhancement script (custom 'js' buttons' functions). */
  enhanceJs?: string | null;
  /** The form's enhancement script (beforeSubmit, onLoad, onChange). */
  formEnhanceJs?: string | null;
  pidField?: string | null;
  hasChildrenField?: string | null;
  textField?: string | null;
  definition: OnlineFormDefinition;
  buttons: OnlineAction[];
  subTables?: OnlineSubTable[] | null;
}

/** The form's code in the current page's path: its last segment (/online/cgformList/{code}). */
export function codeFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments.at(-1) ?? '');
}

const encoded = (code: string) => encodeURIComponent(code);

/** The runtime endpoints of one form. */
export const onlineUrls = {
  columns: (code: string) => `${ONLINE_FORM_API}/getColumns/${encoded(code)}`,
  data: (code: string) => `${ONLINE_FORM_API}/getData/${encoded(code)}`,
  treeData: (code: string) => `${ONLINE_FORM_API}/getTreeData/${encoded(code)}`,
  form: (code: string) => `${ONLINE_FORM_API}/form/${encoded(code)}`,
  record: (code: string, ids: string) => `${ONLINE_FORM_API}/form/${encoded(code)}/${encoded(ids)}`,
  exportXls: (code: string) => `${ONLINE_FORM_API}/exportXls/${encoded(code)}`,
  importXls: (code: string) => `${ONLINE_FORM_API}/importXls/${encoded(code)}`,
  doButton: (code: string) => `${ONLINE_FORM_API}/doButton/${encoded(code)}`,
  authFields: (headId: string) => `${ONLINE_FORM_API}/authFields/${encoded(headId)}`,
};

/** The list endpoints of a form for the list page, only those the caller may use. */
export function onlineListUrls(code: string, buttons: readonly OnlineAction[], importParams = ''): ListUrls {
  const may = (action: OnlineAction) => buttons.includes(action);
  return {
    list: onlineUrls.data(code),
    ...(may('delete') || may('batch_delete')
      ? { deleteOf: (ids: string) => onlineUrls.record(code, ids) }
      : {}),
    ...(may('export') ? { exportXls: onlineUrls.exportXls(code) } : {}),
    ...(may('import') ? { importExcel: `${onlineUrls.importXls(code)}${importParams}` } : {}),
  };
}

/** An enhancement script of the form: 'list' (its buttons' functions) or 'form' (its hooks), or ''. */
export function enhanceText(
  columns: Pick<OnlineColumns, 'enhanceJs' | 'formEnhanceJs'>,
  type: 'list' | 'form',
): string {
  return (type === 'list' ? columns.enhanceJs : columns.formEnhanceJs) ?? '';
}

/** A form's definition as the engine's resource, and its fields by API name. */
export interface OnlineForm {
  definition: OnlineFormDefinition;
  resource: OnlineFormResource;
  /** API name → designed field (the show type, dictionaries, extension JSON). */
  fields: ReadonlyMap<string, OnlineFormField>;
}

export function onlineForm(definition: OnlineFormDefinition): OnlineForm {
  const resource = onlineFormResource(definition);
  const fields = new Map<string, OnlineFormField>();
  for (const field of definition.fields) {
    const api = onlineApiName(field.dbFieldName);
    if (resource.fields[api]) fields.set(api, field);
  }
  return { definition, resource, fields };
}

/** A foreign key's field and main field by API names. */
export function apiForeignKeys(keys: readonly OnlineForeignKey[]): OnlineForeignKey[] {
  return keys.map((key) => ({ field: onlineApiName(key.field), mainField: onlineApiName(key.mainField) }));
}

/** getColumns/{code}, kept while the page is open. */
export function useOnlineColumns(code: string) {
  return useApiQuery<OnlineColumns>({
    queryKey: ['online-columns', code],
    load: () => getAction<OnlineColumns>(onlineUrls.columns(code)),
    enabled: code !== '',
    staleTime: 30_000,
    retry: false,
  });
}
