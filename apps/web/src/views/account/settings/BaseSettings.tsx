import type { AccountProfile, AccountProfileInput } from '@hcs/shared';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from '@hcs/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Input, Radio, Row, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { saveProfile } from '../../../api/account.ts';
import { DateField } from '../../../components/date/DateField.tsx';
import { useUnsavedWork } from '../../../components/unsaved/unsavedWork.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import { useApiQuery } from '../../../utils/serverState.ts';
import { ACCOUNT_PROFILE } from '../accountQueries.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { settingsPath } from './settingsTabs.ts';

interface BaseForm {
  realname: string;
  sex: 1 | 2 | null;
  birthday: Dayjs | null;
  email: string;
}

const inputOf = (p: AccountProfile): AccountProfileInput => ({
  realname: p.realname,
  sex: p.sex,
  birthday: p.birthday,
  email: p.email,
  avatar: p.avatar,
});

const formOf = (p: AccountProfile): BaseForm => ({
  realname: p.realname,
  sex: p.sex === 1 || p.sex === 2 ? p.sex : null,
  birthday: p.birthday ? dayjs(p.birthday) : null,
  email: p.email ?? '',
});

/** 基本设置: my name, sex, birthday, e-mail and avatar; the phone is changed in 安全设置. */
export default function BaseSettings() {
  const act = useServerAction();
  const client = useQueryClient();
  const profile = useApiQuery({ queryKey: ACCOUNT_PROFILE.key, load: ACCOUNT_PROFILE.load });
  const [form] = Form.useForm<BaseForm>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useUnsavedWork(dirty);

  const data = profile.data;
  useEffect(() => {
    if (data && !dirty) form.setFieldsValue(formOf(data));
  }, [data, dirty, form]);

  if (!data) return <Skeleton active />;

  const save = async (input: AccountProfileInput, success = true) => {
    const done = await act(saveProfile(input), { success });
    if (!done) return false;
    client.setQueryData(ACCOUNT_PROFILE.key, done.result);
    const { userInfo, setUserInfo } = useSessionStore.getState();
    if (userInfo) setUserInfo({ ...userInfo, realname: done.result.realname, avatar: done.result.avatar });
    return true;
  };

  const submit = async (values: BaseForm) => {
    setSaving(true);
    const saved = await save({
      ...inputOf(data),
      realname: values.realname.trim(),
      sex: values.sex,
      birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
      email: values.email.trim() || null,
    });
    setSaving(false);
    if (saved) setDirty(false);
  };

  // The new avatar is saved at once, with what was saved before of the rest.
  const changeAvatar = async (avatar: string) => {
    await save({ ...inputOf(data), avatar });
  };

  return (
    <Row gutter={[32, 24]} className="hcs-account-base">
      <Col xs={{ span: 24, order: 2 }} md={{ span: 14, order: 1 }}>
        <Form<BaseForm>
          form={form}
          layout="vertical"
          name="accountBase"
          onValuesChange={() => setDirty(true)}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item label="账号" htmlFor="account-username">
            <Input id="account-username" value={data.username} disabled />
          </Form.Item>
          <Form.Item
            label="姓名"
            name="realname"
            rules={[
              { required: true, whitespace: true, message: '请输入姓名' },
              { max: 50, message: '姓名不能超过50个字符' },
            ]}
          >
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item label="性别" name="sex">
            <Radio.Group
              aria-label="性别"
              options={[
                { value: 1, label: '男' },
                { value: 2, label: '女' },
              ]}
            />
          </Form.Item>
          <Form.Item label="生日" name="birthday">
            <DateField format="YYYY-MM-DD" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item label="邮箱" name="email" rules={[{ pattern: EMAIL_PATTERN, message: EMAIL_MESSAGE }]}>
            <Input autoComplete="email" />
          </Form.Item>
          <Form.Item
            label="手机号"
            htmlFor="account-phone"
            extra={<Link to={settingsPath('security')}>在安全设置中修改</Link>}
          >
            <Input id="account-phone" value={data.phone ?? '未设置'} disabled />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </Form>
      </Col>
      <Col xs={{ span: 24, order: 1 }} md={{ span: 10, order: 2 }}>
        <AvatarUpload value={data.avatar} onChange={changeAvatar} />
      </Col>
    </Row>
  );
}
