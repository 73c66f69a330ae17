import type { LoginSetting } from '@hcs/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { getLoginSetting, saveLoginSetting } from '../../api/loginSetting.ts';
import { SELECT_CLEAR } from '../../components/form/iconNames.tsx';
import { useServerAction } from '../../utils/serverAction.ts';
import { useApiQuery } from '../../utils/serverState.ts';

const SETTING_KEY = ['system', 'loginSetting'] as const;

interface SettingForm {
  registerEnabled: boolean;
  registerRoleId: string | undefined;
  registerApproval: boolean;
}

const labelCol = { xs: { span: 24 }, sm: { span: 6 } };
const wrapperCol = { xs: { span: 24 }, sm: { span: 14 } };

/** 登录与注册设置: whether people may register themselves, the role they get, whether they wait for approval. */
export default function LoginSettings() {
  const act = useServerAction();
  const client = useQueryClient();
  const [form] = Form.useForm<SettingForm>();
  const [saving, setSaving] = useState(false);
  const setting = useApiQuery({ queryKey: SETTING_KEY, load: getLoginSetting });
  const data = setting.data;
  const enabled = Form.useWatch('registerEnabled', form);

  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({
      registerEnabled: data.registerEnabled,
      registerRoleId: data.registerRoleId ?? undefined,
      registerApproval: data.registerApproval,
    });
  }, [data, form]);

  const save = async (values: SettingForm) => {
    const next: LoginSetting = {
      registerEnabled: values.registerEnabled,
      registerRoleId: values.registerRoleId ?? null,
      registerApproval: values.registerApproval,
    };
    setSaving(true);
    const done = await act(saveLoginSetting(next), { success: true });
    setSaving(false);
    if (done) await client.invalidateQueries({ queryKey: SETTING_KEY });
  };

  return (
    <Card loading={setting.isLoading}>
      <Form<SettingForm>
        form={form}
        name="loginSetting"
        labelCol={labelCol}
        wrapperCol={wrapperCol}
        onFinish={save}
        initialValues={{ registerEnabled: false, registerApproval: true }}
      >
        <Form.Item
          label="开放注册"
          name="registerEnabled"
          valuePropName="checked"
          extra="开启后，登录页显示“注册账户”，访客可用手机号和短信验证码注册"
        >
          <Switch checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
        <Form.Item
          label="新用户角色"
          name="registerRoleId"
          extra="新注册的账号自动获得此角色；不选则不授予任何角色"
        >
          <Select
            allowClear={SELECT_CLEAR}
            placeholder="请选择角色"
            disabled={!enabled}
            options={(data?.roles ?? []).map((r) => ({
              value: r.id,
              label: `${r.roleName}（${r.roleCode}）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          label="注册需审核"
          name="registerApproval"
          valuePropName="checked"
          extra="开启后，新账号处于冻结状态，管理员在用户管理中解冻后方可登录"
        >
          <Switch checkedChildren="是" unCheckedChildren="否" disabled={!enabled} />
        </Form.Item>
        {setting.isError ? <Alert type="error" showIcon message="设置加载失败，请刷新重试" /> : null}
        <Form.Item wrapperCol={{ xs: { span: 24 }, sm: { offset: 6, span: 14 } }}>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!data}>
            保存
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
