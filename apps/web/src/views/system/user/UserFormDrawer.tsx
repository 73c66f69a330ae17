import { App, Button, DatePicker, Drawer, Form, Input, Radio, Select, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { toOptions, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { DepartSelect } from '../../../components/pickers/DepartSelect.tsx';
import { PositionSelect } from '../../../components/pickers/PositionSelect.tsx';
import { splitValue } from '../../../components/pickers/useRecordLabels.ts';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { DATE_FORMAT, toFormValues, toInput, type UserFormValues } from './formValues.ts';
import type { SysUser } from './types.ts';
import { addUser, editUser } from './userApi.ts';
import { userFormRules } from './userFormRules.ts';
import { useUserFormOptions } from './useUserFormOptions.ts';
import { useUserLinks } from './useUserLinks.ts';

interface Props {
  open: boolean;
  /** The user to edit; null adds a new one. */
  record: SysUser | null;
  onClose(): void;
  onSaved(): void;
}

const labelCol = { xs: { span: 24 }, sm: { span: 5 } };
const wrapperCol = { xs: { span: 24 }, sm: { span: 18 } };
/** Uniqueness is asked on blur; the format rules answer as the user types. */
const TRIGGERS = ['onChange', 'onBlur'];

/**
 * 新增用户 / 编辑用户 in a drawer. Mount it anew (a new key) for each opening: the form starts
 * from `record` only when it mounts.
 */
export function UserFormDrawer({ open, record, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const [saving, setSaving] = useState(false);
  const phone = useMediaQuery(MOBILE_QUERY);
  const adding = record === null;
  const rules = useMemo(() => userFormRules(record?.id), [record?.id]);
  const options = useUserFormOptions(open);
  const links = useUserLinks(record?.id ?? null);
  const sexOptions = toOptions(useDictOptions('sex'));
  const statusOptions = toOptions(useDictOptions('user_status'));

  const linksLoaded = typeof links === 'object';
  useEffect(() => {
    if (typeof links === 'object') form.setFieldsValue(links);
  }, [links, form]);
  // Without an edited user's roles and departments, saving must leave them as they are.
  const keepLinks = !adding && !linksLoaded;

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as UserFormValues;
    setSaving(true);
    try {
      const input = toInput(values, adding, keepLinks);
      const res = adding ? await addUser(input) : await editUser({ ...input, id: record.id });
      if (res.success) {
        void message.success(res.message);
        onSaved();
      } else {
        void message.warning(res.message);
      }
    } catch {
      // The request client has already shown what went wrong; the drawer stays open.
    } finally {
      setSaving(false);
    }
  };

  // An edited user's roles and departments arrive after the drawer opens; saving before they
  // did would replace them with nothing.
  const ready = adding || links !== 'loading';

  return (
    <Drawer
      title={adding ? '新增用户' : '编辑用户'}
      open={open}
      size={phone ? '100%' : 600}
      onClose={onClose}
      mask={{ closable: false }}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={!ready} onClick={submit}>
            确定
          </Button>
        </Space>
      }
    >
      <Spin spinning={!ready}>
        <Form<UserFormValues>
          form={form}
          name="user-form"
          initialValues={toFormValues(record)}
          labelCol={labelCol}
          wrapperCol={wrapperCol}
        >
          {adding ? (
            <>
              <Form.Item name="username" label="用户账号" rules={rules.username} validateTrigger={TRIGGERS}>
                <Input placeholder="请输入用户账号" autoComplete="off" />
              </Form.Item>
              <Form.Item name="password" label="登录密码" rules={rules.password}>
                <Input.Password placeholder="请输入登录密码" autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                name="confirmPassword"
                label="确认密码"
                dependencies={['password']}
                rules={rules.confirmPassword}
              >
                <Input.Password placeholder="请重新输入登录密码" autoComplete="new-password" />
              </Form.Item>
            </>
          ) : (
            <Form.Item label="用户账号" htmlFor="user-form_username_view">
              <Input id="user-form_username_view" value={record.username} disabled />
            </Form.Item>
          )}
          <Form.Item name="realname" label="用户姓名" rules={rules.realname}>
            <Input placeholder="请输入用户姓名" />
          </Form.Item>
          <Form.Item name="workNo" label="工号" rules={rules.workNo} validateTrigger={TRIGGERS}>
            <Input placeholder="请输入工号" />
          </Form.Item>
          <Form.Item
            name="post"
            label="职务"
            getValueProps={(codes: string[]) => ({ value: codes.join(',') })}
            normalize={(value: string) => splitValue(value)}
          >
            <PositionSelect multiple placeholder="请选择职务" />
          </Form.Item>
          <Form.Item name="selectedroles" label="角色">
            <Select
              disabled={keepLinks}
              mode="multiple"
              options={options.roles}
              placeholder="请选择角色"
              optionFilterProp="label"
              allowClear
            />
          </Form.Item>
          <Form.Item
            name="selecteddeparts"
            label="部门"
            getValueProps={(ids: string[]) => ({ value: ids.join(',') })}
            normalize={(value: string) => splitValue(value)}
          >
            <DepartSelect disabled={keepLinks} multiple />
          </Form.Item>
          <Form.Item name="avatar" label="头像">
            <FileUpload fileType="image" maxCount={1} bizPath="avatar" aria-label="上传头像" />
          </Form.Item>
          <Form.Item name="birthday" label="生日">
            <DatePicker format={DATE_FORMAT} placeholder="请选择生日" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="sex" label="性别">
            <Select options={sexOptions} placeholder="请选择性别" allowClear />
          </Form.Item>
          <Form.Item name="email" label="邮箱" rules={rules.email} validateTrigger={TRIGGERS}>
            <Input placeholder="请输入邮箱" autoComplete="off" />
          </Form.Item>
          <Form.Item name="phone" label="手机号" rules={rules.phone} validateTrigger={TRIGGERS}>
            <Input placeholder="请输入手机号" autoComplete="off" />
          </Form.Item>
          <Form.Item name="telephone" label="座机" rules={rules.telephone}>
            <Input placeholder="请输入座机" autoComplete="off" />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Radio.Group options={statusOptions} />
          </Form.Item>
        </Form>
      </Spin>
    </Drawer>
  );
}
