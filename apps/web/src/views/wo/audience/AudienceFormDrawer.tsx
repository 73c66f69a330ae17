import { audienceResource, type ResourceField } from '@hcs/shared';
import { Button, Col, Drawer, Form, type FormItemProps, Input, Row, Space } from 'antd';
import { type ComponentType, useMemo } from 'react';
import { AreaPicker } from '../../../components/area/index.ts';
import { DictSelect } from '../../../components/dict/index.ts';
import { fieldAria } from '../../../components/form/fieldAria.ts';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { DepartSelect } from '../../../components/pickers/index.ts';
import {
  type ResourceControlProps,
  ResourceFieldControl,
} from '../../../components/resource/resourceForm.tsx';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { deepestAreaCode } from './areaCode.ts';
import { addAudience, editAudience } from './audienceApi.ts';
import { audienceFormRules, fieldOfMessage } from './audienceFormRules.ts';
import { type AudienceFormValues, toFormValues, toInput } from './formValues.ts';
import { idCardFacts } from './idCardFacts.ts';
import type { Audience, AudienceInput } from './types.ts';

interface Props {
  open: boolean;
  /** The audience to edit; null adds a new one. */
  record: Audience | null;
  onClose(): void;
  onSaved(): void;
}

const labelCol = { xs: { span: 24 }, sm: { span: 8 } };
const wrapperCol = { xs: { span: 24 }, sm: { span: 16 } };
const wide = {
  labelCol: { xs: { span: 24 }, sm: { span: 4 } },
  wrapperCol: { xs: { span: 24 }, sm: { span: 20 } },
};
const half = { xs: 24, md: 12 };

type FieldName = keyof AudienceInput;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** A dictionary of two or three items, all in view: 性别, 状态. */
function RadioDict({ field, id, value, onChange, ...given }: ResourceControlProps) {
  const chosen = text(value);
  return (
    <DictSelect
      dictCode={field.dict ?? ''}
      type="radio"
      aria-label={field.label}
      {...fieldAria(given)}
      {...(id ? { id } : {})}
      {...(chosen !== undefined ? { value: chosen } : {})}
      onChange={(v) => onChange?.(v)}
    />
  );
}

/** The form's own controls; every other field takes its default one (text, dictionary, date). */
const CONTROLS: Partial<Record<FieldName, ComponentType<ResourceControlProps>>> = {
  sex: RadioDict,
  idCardNo: ({ id, value, onChange, ...given }) => (
    <Input
      id={id}
      {...fieldAria(given)}
      placeholder="请输入身份证号"
      autoComplete="off"
      maxLength={18}
      value={text(value) ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
    />
  ),
  departId: ({ id, value, onChange, ...given }) => (
    <DepartSelect
      {...(id ? { id } : {})}
      {...fieldAria(given)}
      placeholder="请选择责任站点"
      value={text(value)}
      onChange={(v) => onChange?.(v)}
    />
  ),
  areaCode: ({ id, value, onChange, ...given }) => (
    <AreaPicker
      id={id}
      {...fieldAria(given)}
      value={text(value)}
      onChange={(path) => onChange?.(path)}
      placeholder="请选择所在地区"
    />
  ),
  status: RadioDict,
  photo: ({ id, value, onChange, ...given }) => (
    <FileUpload
      {...(id ? { id } : {})}
      {...fieldAria(given)}
      fileType="image"
      maxCount={1}
      bizPath="audience"
      aria-label="上传照片"
      camera
      value={text(value)}
      onChange={(v) => onChange?.(v)}
    />
  ),
  attachments: ({ id, value, onChange, ...given }) => (
    <FileUpload
      {...(id ? { id } : {})}
      {...fieldAria(given)}
      bizPath="audience"
      text="上传附件"
      value={text(value)}
      onChange={(v) => onChange?.(v)}
    />
  ),
};

/** The form's layout: each entered field of the definition, half a row or a whole one. */
const LAYOUT: readonly (readonly [FieldName, 'half' | 'wide'])[] = [
  ['name', 'half'],
  ['sex', 'half'],
  ['idCardNo', 'half'],
  ['birthday', 'half'],
  ['disabilityType', 'half'],
  ['disabilityLevel', 'half'],
  ['disabilityCertNo', 'half'],
  ['phone', 'half'],
  ['departId', 'half'],
  ['areaCode', 'half'],
  ['address', 'wide'],
  ['guardianName', 'half'],
  ['guardianPhone', 'half'],
  ['livingStatus', 'half'],
  ['economicStatus', 'half'],
  ['serviceNeeds', 'wide'],
  ['status', 'half'],
  ['photo', 'wide'],
  ['attachments', 'wide'],
  ['remark', 'wide'],
];

/** What a field's Form.Item adds: the picked area kept as its deepest code, a checked rule on leaving. */
const ITEM_PROPS: Partial<Record<FieldName, FormItemProps>> = {
  areaCode: { normalize: (path?: string) => deepestAreaCode(path) },
  idCardNo: { validateFirst: true },
  disabilityCertNo: { validateTrigger: ['onChange', 'onBlur'] },
};

const fieldOf = (name: FieldName): ResourceField => audienceResource.fields[name];

/**
 * 新增服务对象 / 编辑服务对象 in a drawer, in two columns: the definition's fields with its labels and
 * rules (the server's), each with its control. Mount it anew (a new key) for each opening: the form
 * starts from `record` only when it mounts. A refusal of the server shows at its field when it names one.
 */
export function AudienceFormDrawer({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<AudienceFormValues>();
  const phone = useMediaQuery(MOBILE_QUERY);
  const adding = record === null;
  const rules = useMemo(() => audienceFormRules(record, record?.id), [record]);

  // A valid ID number fills in the birth date and sex when they are still empty.
  const onValuesChange = (changed: AudienceFormValues) => {
    const facts = idCardFacts(changed.idCardNo);
    if (!facts) return;
    const { birthday, sex } = form.getFieldsValue(['birthday', 'sex']) as AudienceFormValues;
    form.setFieldsValue({
      ...(birthday ? {} : { birthday: facts.birthday.format('YYYY-MM-DD') }),
      ...(sex ? {} : { sex: facts.sex }),
    });
  };

  const refused = (message: string) => {
    const field = fieldOfMessage(message);
    if (field) form.setFields([{ name: field, errors: [message] }]);
  };

  // Not saved, the drawer stays open with the message at its field.
  const { saving, submit } = useFormSave(form, {
    allValues: true,
    save: (values) => {
      const input = toInput(values);
      return adding ? addAudience(input) : editAudience({ ...input, id: record.id });
    },
    onRefused: (refusal) => refused(refusal.message),
    onFailure: (error) => refused(error.message),
    onSaved,
  });

  return (
    <Drawer
      title={adding ? '新增服务对象' : '编辑服务对象'}
      open={open}
      size={phone ? '100%' : 900}
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
      <Form<AudienceFormValues>
        form={form}
        name="audience-form"
        initialValues={toFormValues(record)}
        onValuesChange={onValuesChange}
        labelCol={labelCol}
        wrapperCol={wrapperCol}
      >
        <Row gutter={16}>
          {LAYOUT.map(([name, size]) => {
            const field = fieldOf(name);
            const Control = CONTROLS[name] ?? ResourceFieldControl;
            return (
              <Col key={name} {...(size === 'half' ? half : { span: 24 })}>
                <Form.Item
                  name={name}
                  label={field.label}
                  rules={rules[name]}
                  {...ITEM_PROPS[name]}
                  {...(size === 'wide' ? wide : {})}
                >
                  <Control field={field} input={field.input ?? {}} editing={!adding} />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </Form>
    </Drawer>
  );
}
