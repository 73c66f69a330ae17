import { App, Button, Col, DatePicker, Drawer, Form, Input, Row, Space } from 'antd';
import { useMemo, useState } from 'react';
import { RequestError } from '../../../api/request.ts';
import { AreaPicker } from '../../../components/area/index.ts';
import { DictMultiSelect, DictSelect } from '../../../components/dict/index.ts';
import { DepartSelect } from '../../../components/pickers/index.ts';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { deepestAreaCode } from './areaCode.ts';
import { addAudience, editAudience } from './audienceApi.ts';
import { audienceFormRules, fieldOfMessage } from './audienceFormRules.ts';
import { type AudienceFormValues, DATE_FORMAT, toFormValues, toInput } from './formValues.ts';
import { idCardFacts } from './idCardFacts.ts';
import type { Audience } from './types.ts';

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

/**
 * 新增服务对象 / 编辑服务对象 in a drawer. Mount it anew (a new key) for each opening: the form starts
 * from `record` only when it mounts. A refusal of the server shows at its field when it names one.
 */
export function AudienceFormDrawer({ open, record, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AudienceFormValues>();
  const [saving, setSaving] = useState(false);
  const phone = useMediaQuery(MOBILE_QUERY);
  const adding = record === null;
  const masked = record?.idCardNo.includes('*') ? record.idCardNo : null;
  const rules = useMemo(() => audienceFormRules(masked), [masked]);

  // A valid ID number fills in the birth date and sex when they are still empty.
  const onValuesChange = (changed: Partial<AudienceFormValues>) => {
    const facts = idCardFacts(changed.idCardNo);
    if (!facts) return;
    const { birthday, sex } = form.getFieldsValue(['birthday', 'sex']) as AudienceFormValues;
    form.setFieldsValue({
      ...(birthday ? {} : { birthday: facts.birthday }),
      ...(sex ? {} : { sex: facts.sex }),
    });
  };

  const refused = (text: string) => {
    const field = fieldOfMessage(text);
    if (field) form.setFields([{ name: field, errors: [text] }]);
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const input = toInput(form.getFieldsValue(true) as AudienceFormValues);
    setSaving(true);
    try {
      const res = adding ? await addAudience(input) : await editAudience({ ...input, id: record.id });
      if (res.success) {
        void message.success(res.message);
        onSaved();
      } else {
        refused(res.message);
        void message.warning(res.message);
      }
    } catch (error) {
      // The request client has already shown the message; the drawer stays open with it at its field.
      if (error instanceof RequestError) refused(error.message);
    } finally {
      setSaving(false);
    }
  };

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
          <Col {...half}>
            <Form.Item name="name" label="姓名" rules={rules.name}>
              <Input placeholder="请输入姓名" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="sex" label="性别" rules={rules.sex}>
              <DictSelect dictCode="sex" type="radio" aria-label="性别" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="idCardNo" label="身份证号" rules={rules.idCardNo} validateFirst>
              <Input placeholder="请输入身份证号" autoComplete="off" maxLength={18} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="birthday" label="出生日期">
              <DatePicker format={DATE_FORMAT} placeholder="请选择出生日期" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="disabilityType" label="残疾类别" rules={rules.disabilityType}>
              <DictSelect dictCode="disability_type" placeholder="请选择残疾类别" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="disabilityLevel" label="残疾等级" rules={rules.disabilityLevel}>
              <DictSelect dictCode="disability_level" placeholder="请选择残疾等级" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="disabilityCertNo"
              label="残疾证号"
              rules={rules.disabilityCertNo}
              validateTrigger={['onChange', 'onBlur']}
            >
              <Input placeholder="请输入残疾证号" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="phone" label="联系电话" rules={rules.phone}>
              <Input placeholder="请输入联系电话" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="departId" label="责任站点" rules={rules.departId}>
              <DepartSelect placeholder="请选择责任站点" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="areaCode" label="所在地区" normalize={(path?: string) => deepestAreaCode(path)}>
              <AreaPicker placeholder="请选择所在地区" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address" label="详细地址" rules={rules.address} {...wide}>
              <Input placeholder="请输入详细地址" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="guardianName" label="监护人" rules={rules.guardianName}>
              <Input placeholder="请输入监护人姓名" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="guardianPhone" label="监护人电话" rules={rules.guardianPhone}>
              <Input placeholder="请输入监护人电话" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="livingStatus" label="居住情况">
              <DictSelect dictCode="living_status" placeholder="请选择居住情况" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="economicStatus" label="经济状况">
              <DictSelect dictCode="economic_status" placeholder="请选择经济状况" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="serviceNeeds" label="服务需求" {...wide}>
              <DictMultiSelect dictCode="service_type" placeholder="请选择服务需求" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="status" label="状态" rules={rules.status}>
              <DictSelect dictCode="audience_status" type="radio" aria-label="状态" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="photo" label="照片" {...wide}>
              <FileUpload fileType="image" maxCount={1} bizPath="audience" aria-label="上传照片" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="attachments" label="附件" {...wide}>
              <FileUpload bizPath="audience" aria-label="上传附件" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label="备注" rules={rules.remark} {...wide}>
              <Input.TextArea placeholder="请输入备注" rows={3} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
