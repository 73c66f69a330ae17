import { userResource } from '@hcs/shared';
import { Button, Drawer, Form, Input, Radio, Select, Space, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { DateField } from '../../../components/date/DateField.tsx';
import { toOptions, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { SELECT_CLEAR } from '../../../components/form/iconNames.tsx';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { DepartSelect } from '../../../components/pickers/DepartSelect.tsx';
import { PositionSelect } from '../../../components/pickers/PositionSelect.tsx';
import { splitValue } from '../../../components/pickers/useRecordLabels.ts';
import { normalizePhone } from '../../../components/resource/phoneField.ts';
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

/** The user resource's fields: their labels, dictionaries and (userFormRules) rules. */
const { fields: f } = userResource;
const enter = (field: { label: string }) => `请输入${field.label}`;
const choose = (field: { label: string }) => `请选择${field.label}`;

const labelCol = { xs: { span: 24 }, sm: { span: 5 } };
const wrapperCol = { xs: { span: 24 }, sm: { span: 18 } };
/** Uniqueness is asked on blur; the format rules answer as the user types. */
const TRIGGERS = ['onChange', 'onBlur'];

/**
 * 新增用户 / 编辑用户 in a drawer. Mount it anew (a new key) for each opening: the form starts
 * from `record` only when it mounts.
 */
export function UserFormDrawer({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<UserFormValues>();
  const phone = useMediaQuery(MOBILE_QUERY);
  const adding = record === null;
  const rules = useMemo(() => userFormRules(record?.id), [record?.id]);
  const options = useUserFormOptions(open);
  const links = useUserLinks(record?.id ?? null);
  const sexOptions = toOptions(useDictOptions(f.sex.dict));
  const statusOptions = toOptions(useDictOptions(f.status.dict));

  const linksLoaded = typeof links === 'object';
  useEffect(() => {
    if (typeof links === 'object') form.setFieldsValue(links);
  }, [links, form]);
  // Without an edited user's roles and departments, saving must leave them as they are.
  const keepLinks = !adding && !linksLoaded;

  // Not saved, the drawer stays open.
  const { saving, submit } = useFormSave(form, {
    allValues: true,
    save: (values) => {
      const input = toInput(values, adding, keepLinks);
      return adding ? addUser(input) : editUser({ ...input, id: record.id });
    },
    onSaved,
  });

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
              <Form.Item
                name="username"
                label={f.username.label}
                rules={rules.username}
                validateTrigger={TRIGGERS}
              >
                <Input placeholder={enter(f.username)} autoComplete="off" />
              </Form.Item>
              <Form.Item name="password" label={f.password.label} rules={rules.password}>
                <Input.Password placeholder={enter(f.password)} autoComplete="new-password" />
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
            <Form.Item label={f.username.label} htmlFor="user-form_username_view">
              <Input id="user-form_username_view" value={record.username} disabled />
            </Form.Item>
          )}
          <Form.Item name="realname" label={f.realname.label} rules={rules.realname}>
            <Input placeholder={enter(f.realname)} />
          </Form.Item>
          <Form.Item name="workNo" label={f.workNo.label} rules={rules.workNo} validateTrigger={TRIGGERS}>
            <Input placeholder={enter(f.workNo)} />
          </Form.Item>
          <Form.Item
            name="post"
            label={f.post.label}
            getValueProps={(codes: string[]) => ({ value: codes.join(',') })}
            normalize={(value: string) => splitValue(value)}
          >
            <PositionSelect multiple placeholder={choose(f.post)} />
          </Form.Item>
          <Form.Item name="selectedroles" label={f.selectedroles.label}>
            <Select
              disabled={keepLinks}
              mode="multiple"
              options={options.roles}
              placeholder={choose(f.selectedroles)}
              optionFilterProp="label"
              allowClear={SELECT_CLEAR}
            />
          </Form.Item>
          <Form.Item
            name="selecteddeparts"
            label={f.selecteddeparts.label}
            getValueProps={(ids: string[]) => ({ value: ids.join(',') })}
            normalize={(value: string) => splitValue(value)}
          >
            <DepartSelect disabled={keepLinks} multiple />
          </Form.Item>
          <Form.Item name="avatar" label={f.avatar.label}>
            <FileUpload fileType="image" maxCount={1} bizPath="avatar" aria-label="上传头像" />
          </Form.Item>
          <Form.Item name="birthday" label={f.birthday.label}>
            <DateField format={DATE_FORMAT} placeholder={choose(f.birthday)} />
          </Form.Item>
          <Form.Item name="sex" label={f.sex.label}>
            <Select options={sexOptions} placeholder={choose(f.sex)} allowClear={SELECT_CLEAR} />
          </Form.Item>
          <Form.Item name="email" label={f.email.label} rules={rules.email} validateTrigger={TRIGGERS}>
            <Input placeholder={enter(f.email)} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="phone"
            label={f.phone.label}
            rules={rules.phone}
            validateTrigger={TRIGGERS}
            normalize={normalizePhone}
          >
            <Input placeholder={enter(f.phone)} autoComplete="off" inputMode="tel" type="tel" />
          </Form.Item>
          <Form.Item name="telephone" label={f.telephone.label} rules={rules.telephone}>
            <Input placeholder={enter(f.telephone)} autoComplete="off" inputMode="tel" type="tel" />
          </Form.Item>
          <Form.Item name="status" label={f.status.label}>
            <Radio.Group options={statusOptions} aria-label={f.status.label} />
          </Form.Item>
        </Form>
      </Spin>
    </Drawer>
  );
}
