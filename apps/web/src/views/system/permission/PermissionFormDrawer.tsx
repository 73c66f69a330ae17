import { Button, Drawer, Form, Input, InputNumber, Radio, Space, Switch, TreeSelect } from 'antd';
import { flattenRoutes } from '../../../app/router/buildRoutes.ts';
import { useAppRoutes } from '../../../app/router/useAppRoutes.ts';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { setMenuTitle } from '../../../stores/menuTitles.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { IconSelect } from './IconSelect.tsx';
import { addPermission, editPermission, type MenuType, type PermissionEntry } from './permissionApi.ts';
import { permissionFormRules } from './permissionFormRules.ts';
import { fieldOfMessage, type PermissionFormValues, toFormValues, toInput } from './permissionFormValues.ts';
import { useMenuOptions } from './useMenuOptions.ts';

interface Props {
  open: boolean;
  /** The entry to edit; null adds one. */
  record: PermissionEntry | null;
  /** For a new entry: the menu it goes under (添加下级). */
  parentId: string | null;
  onClose(): void;
  onSaved(): void;
}

const labelCol = { xs: { span: 24 }, sm: { span: 6 } };
const wrapperCol = { xs: { span: 24 }, sm: { span: 17 } };

const TYPES = [
  { value: 0, label: '一级菜单' },
  { value: 1, label: '子菜单' },
  { value: 2, label: '按钮/权限' },
];
const PERMS_TYPES = [
  { value: '1', label: '可见/可访问' },
  { value: '2', label: '可编辑' },
];
const STATUSES = [
  { value: '1', label: '有效' },
  { value: '0', label: '无效' },
];
const OPEN_MODES = [
  { value: 0, label: '内部' },
  { value: 1, label: '外部' },
];

/** The family's component for an entry that shows its web address in a frame (an embedded page). */
const IFRAME_COMPONENT = 'layouts/IframePageView';

/** A url the menu opens as a web page (an absolute address, or one built from a placeholder) rather than a route. */
function isWebAddress(url: string | undefined): boolean {
  return /^(https?:\/\/|\{\{)/i.test(url?.trim() ?? '');
}

function title(record: PermissionEntry | null, parentId: string | null): string {
  if (record) return '编辑菜单';
  return parentId ? '添加下级' : '新增菜单';
}

/**
 * 新增菜单 / 编辑菜单 / 添加下级 in a drawer; the fields follow the menu type (spec §3 "Menu entry",
 * "Permission entry"). Mount it anew (a new key) for each opening.
 */
export function PermissionFormDrawer({ open, record, parentId, onClose, onSaved }: Props) {
  const [form] = Form.useForm<PermissionFormValues>();
  const phone = useMediaQuery(MOBILE_QUERY);
  const menus = useMenuOptions(open, record?.id ?? null);
  const routes = useAppRoutes();
  const start = toFormValues(record, parentId);
  const menuType: MenuType = Form.useWatch('menuType', form) ?? start.menuType;
  const rules = permissionFormRules(menuType);
  const button = menuType === 2;
  const webAddress = isWebAddress(Form.useWatch('url', form));

  // Not saved, the drawer stays open; a refusal about a field shows at it too.
  const { saving, submit } = useFormSave(form, {
    allValues: true,
    save: (values) => {
      const input = toInput(values);
      return record ? editPermission({ ...input, id: record.id }) : addPermission(input);
    },
    onRefused: ({ message }) => {
      const field = fieldOfMessage(message);
      if (field) form.setFields([{ name: field, errors: [message] }]);
    },
    onSaved: () => {
      // The entry's new name shows in the menu at once (the rest of an edit takes a reload).
      const input = toInput(form.getFieldsValue(true) as PermissionFormValues);
      const shown = record && flattenRoutes(routes).find((route) => route.id === record.id);
      if (shown && input.menuType !== 2) setMenuTitle(shown.path, input.name);
      onSaved();
    },
  });

  return (
    <Drawer
      title={title(record, parentId)}
      open={open}
      size={phone ? '100%' : 600}
      onClose={onClose}
      closable={{ 'aria-label': '关闭' }}
      mask={{ closable: false }}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            确定
          </Button>
        </Space>
      }
    >
      <Form<PermissionFormValues>
        form={form}
        name="permission-form"
        initialValues={start}
        labelCol={labelCol}
        wrapperCol={wrapperCol}
      >
        <Form.Item name="menuType" label="菜单类型">
          <Radio.Group options={TYPES} aria-label="菜单类型" />
        </Form.Item>
        <Form.Item name="name" label={button ? '按钮/权限' : '菜单名称'} rules={rules.name}>
          <Input placeholder={button ? '请输入按钮/权限名称' : '请输入菜单名称'} maxLength={100} />
        </Form.Item>
        {menuType !== 0 ? (
          <Form.Item name="parentId" label="上级菜单" rules={rules.parentId}>
            <TreeSelect
              treeData={menus}
              placeholder="请选择上级菜单"
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
              listHeight={360}
            />
          </Form.Item>
        ) : null}
        {button ? (
          <>
            <Form.Item name="perms" label="授权标识" rules={rules.perms} extra="例如 system:user:add">
              <Input placeholder="请输入授权标识" maxLength={255} autoComplete="off" />
            </Form.Item>
            <Form.Item name="permsType" label="授权策略">
              <Radio.Group options={PERMS_TYPES} aria-label="授权策略" />
            </Form.Item>
            <Form.Item name="status" label="状态">
              <Radio.Group options={STATUSES} aria-label="状态" />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="url" label="访问路径" rules={rules.url}>
              <Input placeholder="请输入访问路径，例如 /system/user" maxLength={255} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="component"
              label="前端组件"
              rules={rules.component}
              extra={webAddress ? `网页在页内嵌入显示时填写 ${IFRAME_COMPONENT}，打开方式选内部` : undefined}
            >
              <Input placeholder="请输入前端组件，例如 system/UserList" maxLength={255} autoComplete="off" />
            </Form.Item>
            <Form.Item name="componentName" label="组件名称" rules={rules.componentName}>
              <Input placeholder="请输入组件名称" maxLength={100} autoComplete="off" />
            </Form.Item>
            {menuType === 0 ? (
              <Form.Item name="redirect" label="默认跳转地址" rules={rules.redirect}>
                <Input placeholder="请输入默认跳转地址" maxLength={255} autoComplete="off" />
              </Form.Item>
            ) : null}
            <Form.Item name="icon" label="菜单图标">
              <IconSelect />
            </Form.Item>
          </>
        )}
        <Form.Item name="sortNo" label="排序" rules={rules.sortNo}>
          <InputNumber placeholder="请输入排序" style={{ width: '100%' }} min={-100000} max={100000} />
        </Form.Item>
        {button ? null : (
          <>
            <Form.Item name="isRoute" label="是否路由菜单" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
            <Form.Item name="hidden" label="隐藏路由" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
            <Form.Item name="keepAlive" label="是否缓存路由" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
            <Form.Item name="alwaysShow" label="聚合路由" valuePropName="checked">
              <Switch checkedChildren="是" unCheckedChildren="否" />
            </Form.Item>
            <Form.Item name="internalOrExternal" label="打开方式">
              <Radio.Group options={OPEN_MODES} aria-label="打开方式" />
            </Form.Item>
          </>
        )}
      </Form>
    </Drawer>
  );
}
