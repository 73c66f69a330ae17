// biome-ignore-all lint/suspicious/noTemplateCurlyInString: fill-rule defaults are written ${code}.
import {
  defineResource,
  type OnlineFormDefinition,
  type OnlineFormField,
  onlineApiName,
  onlineFieldNameProblem,
  onlineFormResource,
} from '@hcs/shared';
import { describe, expect, it } from 'vitest';
import { onlineField, onlineHead } from '../../../packages/shared/test/support/onlineDefinition.ts';
import { resourceInputSchema } from '../src/core/resource/inputSchema.ts';

const head = onlineHead({ tableVersion: 2, syncedVersion: 2, scroll: 0, createBy: null, createTime: null });
const field = (dbFieldName: string, dbFieldTxt: string, extra: Partial<OnlineFormField> = {}) =>
  onlineField(dbFieldName, dbFieldTxt, { dbLength: 50, ...extra });

const definition: OnlineFormDefinition = {
  head,
  fields: [
    field('order_no', '订单号', { fieldMustInput: '1', dbLength: 20, isQuery: 1, sortFlag: 1 }),
    field('mobile', '手机', { fieldValidType: 'mobile' }),
    field('code', '编码', { fieldValidType: '/^[A-Z]{2}$/' }),
    field('qty', '数量', { dbType: 'int', dbIsNull: 0, fieldDefaultValue: '1' }),
    field('amount', '金额', { dbType: 'double', isQuery: 1, queryMode: 'group' }),
    field('kind', '类型', { fieldShowType: 'list', dictField: 'sex' }),
    field('tags', '标签', { fieldShowType: 'checkbox', dictField: 'priority' }),
    field('owner', '负责人', {
      fieldShowType: 'sel_search',
      dictTable: 'sys_user',
      dictText: 'realname',
      dictField: 'username',
    }),
    field('pwd', '口令', { fieldShowType: 'password' }),
    field('note', '说明', { fieldShowType: 'textarea', dbType: 'Text' }),
    field('body', '正文', { fieldShowType: 'umeditor', dbType: 'Text', isShowList: 1 }),
    field('locked', '锁定', { isReadOnly: 1 }),
    field('maker', '录入人', { fieldDefaultValue: '#{sysUserCode}' }),
    field('serial', '流水号', { fieldDefaultValue: '${order_num_rule}' }),
    field('day', '日期', { dbType: 'Date', isShowForm: 0 }),
    field('addr_2', '坏名字'),
    field('create_time', '系统字段'),
  ],
};

describe('onlineFormResource', () => {
  const resource = onlineFormResource(definition);

  it('names the table, path, permissions and fields as the engine expects', () => {
    expect(resource).toMatchObject({
      title: '演示订单',
      table: 'ol_demo_order',
      path: '/online/cgform/api',
      permissionPrefix: 'online:demo_order',
      defaultSort: 'createTime',
    });
    expect(Object.keys(resource.fields)).toEqual([
      'orderNo',
      'mobile',
      'code',
      'qty',
      'amount',
      'kind',
      'tags',
      'owner',
      'pwd',
      'note',
      'body',
      'locked',
      'maker',
      'serial',
      'day',
      'createBy',
      'createTime',
      'updateBy',
      'updateTime',
      'sysOrgCode',
    ]);
    expect(resource.columns.orderNo).toBe('order_no');
    // The engine's own checks accept it.
    expect(() => defineResource(resource)).not.toThrow();
  });

  it('maps types, dictionaries, inputs, lists and queries', () => {
    const f = resource.fields;
    expect(f.orderNo).toMatchObject({
      type: 'string',
      input: { required: true, max: 20 },
      search: true,
      list: {},
    });
    expect(f.qty).toMatchObject({ type: 'number', input: { required: true, integer: true, default: 1 } });
    expect(f.amount?.list).toEqual({ sortable: false });
    expect(f.kind).toMatchObject({ dict: 'sex' });
    expect(f.tags).toMatchObject({ dict: 'priority', multiple: true });
    expect(f.owner?.dict).toBe('sys_user,realname,username');
    expect(f.pwd).toMatchObject({ sensitive: true });
    expect(f.pwd?.list ?? f.pwd?.sheet ?? f.pwd?.detail).toBeUndefined();
    expect(f.note?.multiline).toBeDefined();
    expect(f.body).toMatchObject({ queryable: false });
    expect(f.body?.list).toBeUndefined();
    expect(f.day?.input).toBeUndefined();
    expect(f.createTime).toMatchObject({ type: 'datetime', detail: true });
    expect(f.createTime?.input).toBeUndefined();
    expect(resource.ranges).toEqual(['amount']);
    expect(resource.readOnly).toEqual(['locked']);
    expect(resource.serverDefaults).toEqual({ maker: '#{sysUserCode}', serial: '${order_num_rule}' });
  });

  it('checks input with the same rules the form shows', () => {
    const schema = resourceInputSchema(resource);
    const problem = (values: Record<string, unknown>) => {
      const result = schema.safeParse({ orderNo: 'A1', qty: 1, ...values });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(problem({ orderNo: '' })).toBe('请输入订单号');
    expect(problem({ mobile: '123' })).toBe('请输入正确手机号');
    expect(problem({ code: 'abc' })).toBe('编码格式不正确');
    expect(problem({ qty: 1.5 })).toBe('数量必须是整数');
    expect(problem({ code: 'AB', mobile: '13800138000' })).toBeNull();
  });

  it('leaves out hidden fields and locks read-only ones for one caller', () => {
    const narrowed = onlineFormResource(definition, { hidden: ['mobile'], readOnly: ['code'] });
    expect(narrowed.fields.mobile).toBeUndefined();
    expect(narrowed.readOnly).toEqual(['code', 'locked']);
    expect(narrowed.fields.code?.input?.pattern).toBeUndefined();
  });

  it('maps snake_case names to API names that map back', () => {
    expect(onlineApiName('user_name2')).toBe('userName2');
    expect(onlineFieldNameProblem('user_name2')).toBeNull();
    expect(onlineFieldNameProblem('addr_2')).toContain('下划线');
    expect(onlineFieldNameProblem('a__b')).toContain('下划线');
    expect(onlineFieldNameProblem('Name')).toContain('小写字母');
  });
});
