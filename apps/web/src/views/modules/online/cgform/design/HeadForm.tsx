import {
  ONLINE_FIELD_NAME,
  ONLINE_TABLE_NAME,
  ONLINE_TABLE_PREFIX,
  type OnlineFormHead,
  onlineReservedTableNameProblem,
} from '@hcs/shared';
import { Col, Form, type FormRule, Input, InputNumber, Radio, Row, Select, Space, Switch } from 'antd';

/** The head attributes the designer edits (the server keeps versions, sync state and audit fields). */
export type HeadValues = Pick<
  OnlineFormHead,
  | 'tableName'
  | 'tableTxt'
  | 'tableType'
  | 'subTableStr'
  | 'relationType'
  | 'tabOrderNum'
  | 'isTree'
  | 'treeParentIdField'
  | 'treeIdField'
  | 'treeFieldname'
  | 'formTemplate'
  | 'themeTemplate'
  | 'isPage'
  | 'isCheckbox'
  | 'scroll'
  | 'queryMode'
>;

/** A new form: a single table, one column, the normal theme, paged, with a checkbox column. */
export const NEW_HEAD: HeadValues = {
  tableName: '',
  tableTxt: '',
  tableType: 0,
  subTableStr: null,
  relationType: null,
  tabOrderNum: null,
  isTree: 'N',
  treeParentIdField: null,
  treeIdField: null,
  treeFieldname: null,
  formTemplate: '1',
  themeTemplate: 'normal',
  isPage: 'Y',
  isCheckbox: 'Y',
  scroll: 1,
  queryMode: 'single',
};

export function headValuesOf(head: OnlineFormHead): HeadValues {
  const values = { ...NEW_HEAD };
  for (const key of Object.keys(NEW_HEAD) as (keyof HeadValues)[]) {
    (values as Record<string, unknown>)[key] = head[key];
  }
  return values;
}

const blank = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * The head as it is saved: what belongs to another table type or to a tree left out (a main table's
 * sub tables, a sub table's relation and place, the tree's fields), texts trimmed.
 */
export function headInputOf(values: HeadValues): HeadValues {
  const tree = values.isTree === 'Y';
  return {
    ...values,
    tableName: values.tableName.trim(),
    tableTxt: values.tableTxt.trim(),
    subTableStr: values.tableType === 1 ? blank(values.subTableStr) : null,
    relationType: values.tableType === 2 ? (values.relationType ?? 0) : null,
    tabOrderNum: values.tableType === 2 ? (values.tabOrderNum ?? null) : null,
    treeParentIdField: tree ? blank(values.treeParentIdField) : null,
    treeIdField: tree ? blank(values.treeIdField) : null,
    treeFieldname: tree ? blank(values.treeFieldname) : null,
  };
}

export const TABLE_TYPE_LABELS = { 0: '单表', 1: '主表', 2: '附表' } as const;
export const THEME_LABELS = {
  normal: '默认主题',
  erp: 'ERP主题',
  tab: 'Tab主题',
  innerTable: '内嵌子表主题',
} as const;

const tableNameRules: FormRule[] = [
  { required: true, message: '请输入表名' },
  {
    pattern: ONLINE_TABLE_NAME,
    message: '表名须以小写字母开头，只含小写字母、数字和下划线，2-40位',
  },
  {
    validator: async (_rule, value: unknown) => {
      const problem = typeof value === 'string' ? onlineReservedTableNameProblem(value.trim()) : null;
      if (problem) throw new Error(problem);
    },
  },
];
const fieldNameRule: FormRule = {
  pattern: ONLINE_FIELD_NAME,
  message: '须为字段名（小写字母开头，只含小写字母、数字和下划线）',
};
const SUB_TABLES = /^[a-z][a-z0-9_]{1,39}(,[a-z][a-z0-9_]{1,39})*$/;

const yesNo = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 'Y' }),
  normalize: (checked: boolean) => (checked ? 'Y' : 'N'),
};
const oneZero = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};

const COL = { xs: 24, sm: 12, lg: 8 } as const;

interface Props {
  /** Editing a saved form: its table name stays (its table and records are under it). */
  editing: boolean;
}

/**
 * 表名, 表描述, 表类型 and what goes with the type (a main table's sub tables, a sub table's relation and
 * place), the tree, and how the screens are laid out. The fields of an antd Form the designer holds.
 */
export function HeadForm({ editing }: Props) {
  const form = Form.useFormInstance<HeadValues>();
  const tableType = Form.useWatch('tableType', form);
  const isTree = Form.useWatch('isTree', form);

  return (
    <Row gutter={16}>
      <Col {...COL}>
        <Form.Item
          label="表名"
          required
          htmlFor="cgform-head_tableName"
          extra={editing ? '已保存的表单不能改表名' : undefined}
        >
          <Space.Compact block>
            <Space.Addon aria-hidden>{ONLINE_TABLE_PREFIX}</Space.Addon>
            <Form.Item name="tableName" noStyle rules={tableNameRules}>
              <Input disabled={editing} placeholder="如 demo_order" maxLength={40} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Col>
      <Col {...COL}>
        <Form.Item
          name="tableTxt"
          label="表描述"
          rules={[{ required: true, whitespace: true, message: '请输入表描述' }]}
        >
          <Input placeholder="如 订单" maxLength={100} />
        </Form.Item>
      </Col>
      <Col {...COL}>
        <Form.Item name="tableType" label="表类型" rules={[{ required: true, message: '请选择表类型' }]}>
          <Select
            options={Object.entries(TABLE_TYPE_LABELS).map(([value, label]) => ({
              value: Number(value),
              label,
            }))}
          />
        </Form.Item>
      </Col>
      {tableType === 1 ? (
        <Col {...COL}>
          <Form.Item
            name="subTableStr"
            label="附表"
            rules={[{ pattern: SUB_TABLES, message: '附表的表名，多个用英文逗号分隔' }]}
            extra="附表的表名（不含 ol_），多个用英文逗号分隔，按序显示"
          >
            <Input placeholder="如 demo_order_item" />
          </Form.Item>
        </Col>
      ) : null}
      {tableType === 2 ? (
        <>
          <Col {...COL}>
            <Form.Item
              name="relationType"
              label="关联类型"
              rules={[{ required: true, message: '请选择关联类型' }]}
            >
              <Radio.Group
                aria-label="关联类型"
                options={[
                  { value: 0, label: '一对多' },
                  { value: 1, label: '一对一' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item name="tabOrderNum" label="序号" extra="在主表的附表中排第几">
              <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </>
      ) : null}
      <Col {...COL}>
        <Form.Item name="formTemplate" label="表单风格">
          <Radio.Group
            aria-label="表单风格"
            options={[
              { value: '1', label: '一列' },
              { value: '2', label: '两列' },
            ]}
          />
        </Form.Item>
      </Col>
      <Col {...COL}>
        <Form.Item name="themeTemplate" label="主题">
          <Select options={Object.entries(THEME_LABELS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
      </Col>
      <Col {...COL}>
        <Form.Item name="queryMode" label="查询模式">
          <Radio.Group
            aria-label="查询模式"
            options={[
              { value: 'single', label: '单条件' },
              { value: 'group', label: '组合' },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={8} sm={6} lg={4}>
        <Form.Item name="isPage" label="分页" {...yesNo}>
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </Form.Item>
      </Col>
      <Col xs={8} sm={6} lg={4}>
        <Form.Item name="isCheckbox" label="复选框" {...yesNo}>
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </Form.Item>
      </Col>
      <Col xs={8} sm={6} lg={4}>
        <Form.Item name="scroll" label="滚动条" {...oneZero}>
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </Form.Item>
      </Col>
      <Col xs={8} sm={6} lg={4}>
        <Form.Item name="isTree" label="是否树" {...yesNo}>
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </Form.Item>
      </Col>
      {isTree === 'Y' ? (
        <>
          <Col {...COL}>
            <Form.Item
              name="treeParentIdField"
              label="父ID字段"
              rules={[{ required: true, message: '请输入父ID字段' }, fieldNameRule]}
            >
              <Input placeholder="如 pid" />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item
              name="treeIdField"
              label="是否有子节点字段"
              rules={[{ required: true, message: '请输入是否有子节点字段' }, fieldNameRule]}
            >
              <Input placeholder="如 has_child" />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item
              name="treeFieldname"
              label="树显示字段"
              rules={[{ required: true, message: '请输入树显示字段' }, fieldNameRule]}
            >
              <Input placeholder="如 name" />
            </Form.Item>
          </Col>
        </>
      ) : null}
    </Row>
  );
}
