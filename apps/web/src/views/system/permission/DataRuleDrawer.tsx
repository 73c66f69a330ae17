import { PlusOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Drawer, Form, Input, Popconfirm, Space, Table, type TableColumnsType, Tag } from 'antd';
import { dictText, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { INPUT_CLEAR } from '../../../components/form/iconNames.tsx';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { useOpening } from '../../../utils/useOpening.ts';
import { DataRuleFormModal } from './DataRuleFormModal.tsx';
import { type DataRule, type DataRuleFilter, deleteDataRule } from './dataRuleApi.ts';
import type { PermissionEntry } from './permissionApi.ts';
import { useDataRules } from './useDataRules.ts';

interface Props {
  open: boolean;
  /** The menu whose rules are shown. */
  menu: PermissionEntry | null;
  onClose(): void;
  /** After a rule was added or deleted (the menu's ruleFlag may have changed). */
  onChanged(): void;
}

/** 数据规则 of a menu: the list, a query by name and column, add, edit and delete. */
export function DataRuleDrawer({ open, menu, onClose, onChanged }: Props) {
  const act = useServerAction();
  const phone = useMediaQuery(MOBILE_QUERY);
  const menuId = open ? (menu?.id ?? null) : null;
  const { rules, loading, search, reload } = useDataRules(menuId);
  const conditions = useDictOptions('rule_conditions');
  const [form] = Form.useForm<DataRuleFilter>();
  const editing = useOpening<DataRule | null>(null);
  const openForm = editing.show;
  const closeForm = editing.hide;

  const remove = async (rule: DataRule) => {
    if (!(await act(deleteDataRule(rule.id), { success: true }))) return;
    await reload();
    onChanged();
  };

  const columns: TableColumnsType<DataRule> = [
    { title: '规则名称', dataIndex: 'ruleName', width: 130 },
    { title: '规则字段', dataIndex: 'ruleColumn', width: 110 },
    {
      title: '条件',
      dataIndex: 'ruleConditions',
      width: 90,
      render: (_v, r) => dictText(conditions, r.ruleConditions),
    },
    { title: '规则值', dataIndex: 'ruleValue', width: 150 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 70,
      render: (_v, r) =>
        r.status === '1' ? (
          <Tag className="hcs-rule-status--valid">有效</Tag>
        ) : (
          <Tag className="hcs-rule-status--invalid">无效</Tag>
        ),
    },
    {
      title: '操作',
      key: 'action',
      width: 110,
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" size="small" aria-label={`编辑“${r.ruleName}”`} onClick={() => openForm(r)}>
            编辑
          </Button>
          <Popconfirm title="确定删除吗?" onConfirm={() => remove(r)}>
            <Button type="link" size="small" aria-label={`删除“${r.ruleName}”`}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      title={`数据规则 — ${menu?.name ?? ''}`}
      open={open}
      size={phone ? '100%' : 720}
      onClose={onClose}
      closable={{ 'aria-label': '关闭数据规则' }}
      destroyOnHidden
    >
      <Form<DataRuleFilter>
        form={form}
        layout="inline"
        role="search"
        aria-label="查询数据规则"
        className="hcs-rule-query"
        onFinish={search}
      >
        <Form.Item name="ruleName" label="规则名称">
          <Input placeholder="请输入规则名称" allowClear={INPUT_CLEAR} />
        </Form.Item>
        <Form.Item name="ruleColumn" label="规则字段">
          <Input placeholder="请输入规则字段" allowClear={INPUT_CLEAR} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询
            </Button>
            <Button
              icon={<UndoOutlined />}
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <div className="hcs-rule-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
          新增规则
        </Button>
      </div>
      <Table<DataRule>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rules}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {menu ? (
        <DataRuleFormModal
          key={editing.session}
          open={editing.open}
          permissionId={menu.id}
          record={editing.subject}
          onClose={closeForm}
          onSaved={() => {
            closeForm();
            void reload();
            onChanged();
          }}
        />
      ) : null}
    </Drawer>
  );
}
