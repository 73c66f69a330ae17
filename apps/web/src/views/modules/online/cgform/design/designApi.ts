import type { OnlineFormDefinition, OnlineFormField, OnlineFormHead, OnlineSyncPlan } from '@hcs/shared';
import {
  type Done,
  deleteAction,
  getAction,
  httpAction,
  postAction,
  putAction,
} from '../../../../../api/request.ts';

/** The form design API (issue 17 contract, "Form design API"). */
const HEAD = '/online/cgform/head';
const API = '/online/cgform/api';
const enc = encodeURIComponent;

/** A field as the designer sends it: a saved one with its id, a new one without. */
export type FieldInput = Omit<OnlineFormField, 'id' | 'cgformHeadId'> & { id?: string };
/** The head as the designer sends it (the server sets versions, sync state and audit fields). */
export type HeadInput = Partial<OnlineFormHead> &
  Pick<OnlineFormHead, 'tableName' | 'tableTxt' | 'tableType'>;

export function getHead(id: string): Promise<OnlineFormHead> {
  return getAction(`${HEAD}/queryById`, { id });
}

export function getFields(headId: string): Promise<OnlineFormField[]> {
  return getAction('/online/cgform/field/listByHeadId', { headId });
}

export async function getDefinition(id: string): Promise<OnlineFormDefinition> {
  const [head, fields] = await Promise.all([getHead(id), getFields(id)]);
  return { head, fields };
}

export function addAll(head: HeadInput, fields: FieldInput[]): Promise<Done<{ id: string }>> {
  return postAction(`${API}/addAll`, { head, fields });
}

export function editAll(
  head: HeadInput & { id: string },
  fields: FieldInput[],
  deleteFieldIds: string[],
): Promise<Done<unknown>> {
  return putAction(`${API}/editAll`, { head, fields, deleteFieldIds });
}

export type SyncMethod = 'normal' | 'force';

export function getSyncPlan(headId: string, synMethod: SyncMethod): Promise<OnlineSyncPlan> {
  return getAction(`${API}/syncPlan/${enc(headId)}`, { synMethod });
}

export function doDbSynch(headId: string, method: SyncMethod, confirm: string[]): Promise<Done<unknown>> {
  return postAction(`${API}/doDbSynch/${enc(headId)}/${method}`, { confirm });
}

export interface FormVersion {
  id: string;
  tableVersion: number;
  createBy: string | null;
  createTime: string | null;
  statements: string[];
}

export function getVersions(headId: string): Promise<FormVersion[]> {
  return getAction(`${HEAD}/versions`, { headId });
}

export interface AttributeChange {
  attribute: string;
  label: string;
  from: unknown;
  to: unknown;
}

export interface VersionDiff {
  added: string[];
  removed: string[];
  changed: { field: string; changes: AttributeChange[] }[];
  head: AttributeChange[];
}

export function getVersionDiff(headId: string, from: number, to: number): Promise<VersionDiff> {
  return getAction(`${HEAD}/versionDiff`, { headId, from, to });
}

/** 删除: the definition and its table; 移除: the definition only. */
export function deleteForm(id: string, withTable: boolean): Promise<Done<unknown>> {
  return deleteAction(`${HEAD}/${withTable ? 'delete' : 'removeRecord'}`, { id });
}

/** A GET that makes a copy: it answers with the server's message, as a write does. */
export function copyForm(id: string): Promise<Done<OnlineFormHead>> {
  return httpAction(`${HEAD}/copyOnline`, { code: id }, 'GET');
}

export function getCopies(physicId: string): Promise<OnlineFormHead[] | { records: OnlineFormHead[] }> {
  return getAction(`${HEAD}/copyList`, { physicId });
}

export type EnhanceJsType = 'form' | 'list';

export interface EnhanceJs {
  id: string;
  cgJsType: EnhanceJsType;
  cgJs: string;
  content?: string | null;
}

export function getEnhanceJs(headId: string, type: EnhanceJsType): Promise<EnhanceJs | null> {
  return getAction(`${HEAD}/enhanceJs/${enc(headId)}`, { type });
}

export function saveEnhanceJs(
  headId: string,
  type: EnhanceJsType,
  existing: EnhanceJs | null,
  cgJs: string,
): Promise<Done<unknown>> {
  const url = `${HEAD}/enhanceJs/${enc(headId)}?type=${type}`;
  const body = { cgJsType: type, cgJs };
  return existing ? putAction(url, { ...body, id: existing.id }) : postAction(url, body);
}

export type EnhanceEvent = 'start' | 'end';

export interface EnhanceJava {
  id: string;
  buttonCode: string;
  event: EnhanceEvent;
  cgJavaValue: string;
  activeStatus: string;
}

export type EnhanceJavaInput = Omit<EnhanceJava, 'id'> & { id?: string };

export function getEnhanceJava(headId: string): Promise<EnhanceJava[]> {
  return getAction(`${HEAD}/enhanceJava/${enc(headId)}`);
}

export function saveEnhanceJava(headId: string, row: EnhanceJavaInput): Promise<Done<unknown>> {
  const url = `${HEAD}/enhanceJava/${enc(headId)}`;
  return row.id ? putAction(url, row) : postAction(url, row);
}

export function deleteEnhanceJava(headId: string, id: string): Promise<Done<unknown>> {
  return deleteAction(`${HEAD}/enhanceJava/${enc(headId)}`, { id });
}

export interface HookHandler {
  name: string;
  label: string;
}

export function getHookHandlers(): Promise<HookHandler[]> {
  return getAction(`${HEAD}/enhanceJava/handlers`);
}

export interface CustomButton {
  id: string;
  cgformHeadId: string;
  buttonCode: string;
  buttonName: string;
  buttonStyle: 'button' | 'link';
  optType: 'js' | 'action';
  buttonIcon: string | null;
  orderNum: number;
  buttonStatus: '1' | '0';
}

export type CustomButtonInput = Omit<CustomButton, 'id'> & { id?: string };

export function getButtons(headId: string): Promise<CustomButton[]> {
  return getAction(`/online/cgform/button/list/${enc(headId)}`);
}

export function saveButton(button: CustomButtonInput): Promise<Done<unknown>> {
  return button.id
    ? putAction('/online/cgform/button/edit', button)
    : postAction('/online/cgform/button/add', button);
}

export function deleteButton(id: string): Promise<Done<unknown>> {
  return deleteAction('/online/cgform/button/delete', { id });
}
