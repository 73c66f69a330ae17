import { Button, Card, Col, Form, Input, Modal, Row, Space, Table, type TableColumnsType } from 'antd';
import { type MouseEvent, useState } from 'react';
import type { PickerUser } from '../../api/userPicker.ts';
import { dictText, useDictOptions } from '../dict/useDictOptions.ts';
import { pageTotalText } from '../list/listParams.ts';
import { selectAllCheckboxProps, selectAllTitle } from '../table/selectAllTitle.tsx';
import { applyPageChecks, removeRow, toggleRow } from './selection.ts';
import { PICKER_PAGE_SIZE_OPTIONS, type PickerFilters, useUserPickerPage } from './useUserPickerPage.ts';
import './UserSelectModal.css';

export interface UserSelectModalProps {
  open: boolean;
  /** Default true: row clicks toggle; false: a row click replaces the selection. */
  multiple?: boolean;
  /** Only users of this department. */
  departId?: string;
  /** Shown in the title (<name>选择) and the card (已选<name>). */
  name?: string;
  /** The chosen users; the dialog stays open while it runs and closes when it resolves true. */
  onOk(users: PickerUser[]): boolean | Promise<boolean>;
  onCancel(): void;
}

/** A click on the row's own checkbox or radio already changed the selection. */
function fromSelectionCell(event: MouseEvent<HTMLElement>): boolean {
  return (event.target as HTMLElement).closest('.ant-table-selection-column') !== null;
}

/**
 * The user-selection dialog of spec §2 "Dialogs" and §9: a query form and a table of users on the
 * left, the chosen ones on the right. OK returns the choice; cancel changes nothing; the choice is
 * cleared once the dialog has closed.
 */
export function UserSelectModal({
  open,
  multiple = true,
  departId,
  name = '用户',
  onOk,
  onCancel,
}: UserSelectModalProps) {
  const [form] = Form.useForm<PickerFilters>();
  const picker = useUserPickerPage(open, departId);
  const [selected, setSelected] = useState<PickerUser[]>([]);
  const [saving, setSaving] = useState(false);
  const sexes = useDictOptions('sex');

  const confirm = async () => {
    setSaving(true);
    try {
      if (await onOk(selected)) onCancel();
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<PickerUser> = [
    { title: '姓名', dataIndex: 'realname', key: 'realname', width: 110, ellipsis: true },
    { title: '账号', dataIndex: 'username', key: 'username', width: 120, ellipsis: true },
    {
      title: '性别',
      dataIndex: 'sex',
      key: 'sex',
      width: 64,
      render: (_, user) => dictText(sexes, user.sex === null ? null : String(user.sex)),
    },
    { title: '手机号', dataIndex: 'phone', key: 'phone', width: 120 },
    { title: '部门', dataIndex: 'orgCodeTxt', key: 'orgCodeTxt', ellipsis: true },
  ];

  const chosenColumns: TableColumnsType<PickerUser> = [
    { title: '姓名', dataIndex: 'realname', key: 'realname', ellipsis: true },
    {
      title: '操作',
      key: 'action',
      width: 64,
      render: (_, user) => (
        <Button
          type="link"
          size="small"
          className="hcs-user-select-remove"
          aria-label={`删除已选用户 ${user.realname}`}
          onClick={() => setSelected((s) => removeRow(s, user.id))}
        >
          删除
        </Button>
      ),
    },
  ];

  return (
    <Modal
      title={`${name}选择`}
      open={open}
      width={900}
      okText="确定"
      cancelText="关闭"
      confirmLoading={saving}
      onOk={confirm}
      onCancel={onCancel}
      afterClose={() => {
        setSelected([]);
        picker.reset();
      }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} md={16}>
          <Form<PickerFilters>
            form={form}
            name="user-select-query"
            layout="inline"
            className="hcs-user-select-query"
            role="search"
            aria-label={`查询${name}`}
            onFinish={picker.search}
          >
            <Form.Item name="realname" label="姓名">
              <Input placeholder="请输入姓名" allowClear />
            </Form.Item>
            <Form.Item name="username" label="账号">
              <Input placeholder="请输入账号" allowClear />
            </Form.Item>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  查询
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    picker.search({});
                  }}
                >
                  重置
                </Button>
              </Space>
            </Form.Item>
          </Form>
          <Table<PickerUser>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={picker.records}
            loading={picker.loading}
            scroll={{ y: 240, x: 480 }}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: selected.map((s) => s.id),
              preserveSelectedRowKeys: true,
              columnTitle: selectAllTitle,
              getTitleCheckboxProps: selectAllCheckboxProps,
              onChange: (keys) =>
                setSelected((s) => applyPageChecks(s, picker.records, keys.map(String), multiple)),
              getCheckboxProps: (user) => ({ 'aria-label': `选择 ${user.realname}` }),
            }}
            onRow={(user) => ({
              className: 'hcs-user-select-row',
              onClick: (event) => {
                if (!fromSelectionCell(event)) setSelected((s) => toggleRow(s, user, multiple));
              },
            })}
            onChange={picker.onPageChange}
            pagination={{
              current: picker.pageNo,
              pageSize: picker.pageSize,
              total: picker.total,
              pageSizeOptions: PICKER_PAGE_SIZE_OPTIONS,
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: pageTotalText,
              size: 'small',
            }}
          />
        </Col>
        <Col xs={24} md={8}>
          <Card title={`已选${name}`} size="small" className="hcs-user-select-chosen">
            <Table<PickerUser>
              rowKey="id"
              size="small"
              columns={chosenColumns}
              dataSource={selected}
              pagination={false}
              scroll={{ y: 240 }}
            />
          </Card>
        </Col>
      </Row>
    </Modal>
  );
}
