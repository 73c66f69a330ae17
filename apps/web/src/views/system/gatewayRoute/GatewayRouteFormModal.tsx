import { Form, Input, Switch } from 'antd';
import { FormModal } from '../../../components/form/FormModal.tsx';
import {
  addGatewayRoute,
  editGatewayRoute,
  type GatewayRoute,
  type GatewayRouteForm,
} from './gatewayRouteApi.ts';

interface Props {
  open: boolean;
  /** The route to edit; null adds one. */
  record: GatewayRoute | null;
  onClose(): void;
  onSaved(): void;
}

const PREFIX_MESSAGE = '路径前缀必须以 /gw/ 开头，只能包含字母、数字、下划线和短横线，例如 /gw/ext';
const URI_MESSAGE = '上游地址必须是以 http:// 或 https:// 开头的完整地址，例如 http://127.0.0.1:9000/api';

const httpUrl = (value: string | undefined) => {
  if (!value) return Promise.resolve();
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return Promise.resolve();
  } catch {
    // Not a URL at all: the same message.
  }
  return Promise.reject(new Error(URI_MESSAGE));
};

/** 新增 / 编辑 a gateway route; it takes effect on save, without a restart. */
export function GatewayRouteFormModal({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<GatewayRouteForm>();

  const save = (values: GatewayRouteForm) => {
    const input = {
      name: values.name.trim(),
      pathPrefix: values.pathPrefix.trim(),
      uri: values.uri.trim(),
      stripPrefix: values.stripPrefix ? 1 : 0,
      isPublic: values.isPublic ? 1 : 0,
      status: values.status ? 1 : 0,
      remark: values.remark?.trim() ?? '',
    };
    return record ? editGatewayRoute({ ...input, id: record.id }) : addGatewayRoute(input);
  };

  return (
    <FormModal<GatewayRouteForm>
      open={open}
      title={record ? '编辑' : '新增'}
      form={form}
      name="gateway-route-form"
      initialValues={{
        name: record?.name ?? '',
        pathPrefix: record?.pathPrefix ?? '/gw/',
        uri: record?.uri ?? '',
        stripPrefix: record ? record.stripPrefix === 1 : true,
        isPublic: record ? record.isPublic === 1 : false,
        status: record ? record.status === 1 : true,
        remark: record?.remark ?? '',
      }}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="name"
        label="路由名称"
        rules={[
          { required: true, whitespace: true, message: '请输入路由名称' },
          { max: 100, message: '路由名称长度必须在1到100个字符之间' },
        ]}
      >
        <Input placeholder="请输入路由名称" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="pathPrefix"
        label="路径前缀"
        extra="以 /gw/ 开头，例如 /gw/ext：访问本系统的 /gw/ext/… 的请求转发到上游地址"
        rules={[
          { required: true, whitespace: true, message: '请输入路径前缀' },
          { pattern: /^\/gw(\/[A-Za-z0-9_-]+)+$/, message: PREFIX_MESSAGE },
        ]}
      >
        <Input placeholder="例如 /gw/ext" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="uri"
        label="上游地址"
        rules={[
          { required: true, whitespace: true, message: '请输入上游地址' },
          { validator: (_r, v: string | undefined) => httpUrl(v) },
        ]}
      >
        <Input placeholder="例如 http://127.0.0.1:9000/api" maxLength={500} />
      </Form.Item>
      <Form.Item
        name="stripPrefix"
        label="去除前缀"
        valuePropName="checked"
        extra="开启：/gw/ext/items 转发到 上游地址/items；关闭：转发到 上游地址/gw/ext/items"
      >
        <Switch checkedChildren="是" unCheckedChildren="否" />
      </Form.Item>
      <Form.Item
        name="isPublic"
        label="公开访问"
        valuePropName="checked"
        extra="关闭：只有已登录的用户可以访问（请求需带登录令牌，令牌不会转发给上游）；开启：无需登录即可访问，请只用于公开的接口"
      >
        <Switch checkedChildren="是" unCheckedChildren="否" />
      </Form.Item>
      <Form.Item name="status" label="状态" valuePropName="checked" extra="保存后立即生效，无需重启">
        <Switch checkedChildren="启用" unCheckedChildren="禁用" />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过200个字符' }]}>
        <Input.TextArea placeholder="请输入备注" maxLength={200} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
