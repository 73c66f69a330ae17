import { announcementResource, type ResourceField } from '@hcs/shared';
import { Form, Input, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { type Announcement, add, edit } from '../../../api/announcement.ts';
import { toOptions, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { RichTextEditor } from '../../../components/editor/index.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { SELECT_CLEAR } from '../../../components/form/iconNames.tsx';
import { UserSelect } from '../../../components/pickers/UserSelect.tsx';
import ResourceDateInput from '../../../components/resource/ResourceDateInput.tsx';
import { resourceCheckReads, resourceFormRules } from '../../../components/resource/resourceFormRules.ts';
import { type AnnouncementFormValues, toFormValues, toInput } from './formValues.ts';

interface Props {
  open: boolean;
  /** The announcement to edit; null adds a new one. */
  record: Announcement | null;
  onClose(): void;
  onSaved(): void;
}

const layout = {
  labelCol: { xs: { span: 24 }, sm: { span: 4 } },
  wrapperCol: { xs: { span: 24 }, sm: { span: 20 } },
};

const { fields } = announcementResource;
type Field = keyof typeof fields;

/** A dictionary field's items as radio buttons. */
function DictRadio({ field, ...props }: { field: ResourceField; value?: string; onChange?: () => void }) {
  return (
    <Radio.Group options={toOptions(useDictOptions(field.dict ?? ''))} aria-label={field.label} {...props} />
  );
}

/**
 * 新增 / 编辑 of an announcement; the server's message tells how the save went. Its own layout (who
 * receives it and which page it opens show as they are chosen), with the labels, rules and options of
 * the definition. Mount it anew (a new key) for each opening: the form starts from `record` only when it
 * mounts.
 */
export function AnnouncementFormModal({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<AnnouncementFormValues>();
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);
  const openTypes = toOptions(useDictOptions(fields.openType.dict));
  const rules = resourceFormRules(announcementResource, record?.id);

  /**
   * The Form.Item of a field: its label, rules, and the fields its rules across fields read. `required`
   * marks a field that is asked for only once it shows (its rule across fields says so).
   */
  const item = (name: Field, control: ReactNode, required = false) => {
    const reads = resourceCheckReads(announcementResource, name);
    return (
      <Form.Item
        name={name}
        label={fields[name].label}
        rules={rules[name]}
        {...(required ? { required } : {})}
        {...(reads.length > 0 ? { dependencies: reads } : {})}
      >
        {control}
      </Form.Item>
    );
  };

  const save = (values: AnnouncementFormValues) => {
    const input = toInput(values);
    return record ? edit({ ...input, id: record.id }) : add(input);
  };

  return (
    <FormModal<AnnouncementFormValues>
      open={open}
      title={record ? '编辑' : '新增'}
      width={900}
      form={form}
      name="announcement-form"
      initialValues={toFormValues(record)}
      layout={layout}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      {item('titile', <Input placeholder={`请输入${fields.titile.label}`} />)}
      {item(
        'msgAbstract',
        <Input.TextArea
          placeholder={`请输入${fields.msgAbstract.label}`}
          autoSize={fields.msgAbstract.multiline}
        />,
      )}
      {item(
        'startTime',
        <ResourceDateInput kind="datetime" placeholder={`请选择${fields.startTime.label}`} />,
      )}
      {item('endTime', <ResourceDateInput kind="datetime" placeholder={`请选择${fields.endTime.label}`} />)}
      {item('priority', <DictRadio field={fields.priority} />)}
      {item('msgCategory', <DictRadio field={fields.msgCategory} />)}
      {item('msgType', <DictRadio field={fields.msgType} />)}
      {msgType === 'USER'
        ? item(
            'userIds',
            <UserSelect valueKey="id" multiple placeholder={`请选择${fields.userIds.label}`} />,
            true,
          )
        : null}
      {item('openType', <Select options={openTypes} allowClear={SELECT_CLEAR} />)}
      {openType
        ? item(
            'openPage',
            <Input placeholder={openType === 'url' ? '请输入链接地址' : '请输入组件名称'} />,
            true,
          )
        : null}
      {item('msgContent', <RichTextEditor aria-label={fields.msgContent.label} />)}
    </FormModal>
  );
}
