import { DatePicker, Form, Input, Radio, Select } from 'antd';
import { type Announcement, add, edit } from '../../../api/announcement.ts';
import { toOptions, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { RichTextEditor } from '../../../components/editor/index.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { UserSelect } from '../../../components/pickers/UserSelect.tsx';
import { splitValue } from '../../../components/pickers/useRecordLabels.ts';
import { ANNOUNCEMENT_DICTS, DATE_TIME_FORMAT } from './constants.ts';
import { announcementRules as rules } from './formRules.ts';
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

/**
 * 新增 / 编辑 of an announcement; the server's message tells how the save went. Mount it anew (a new
 * key) for each opening: the form starts from `record` only when it mounts.
 */
export function AnnouncementFormModal({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<AnnouncementFormValues>();
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);
  const priorities = toOptions(useDictOptions(ANNOUNCEMENT_DICTS.priority));
  const categories = toOptions(useDictOptions(ANNOUNCEMENT_DICTS.category));
  const targets = toOptions(useDictOptions(ANNOUNCEMENT_DICTS.target));
  const openTypes = toOptions(useDictOptions(ANNOUNCEMENT_DICTS.openType));

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
      <Form.Item name="titile" label="标题" rules={rules.titile}>
        <Input placeholder="请输入标题" />
      </Form.Item>
      <Form.Item name="msgAbstract" label="摘要" rules={rules.msgAbstract}>
        <Input.TextArea placeholder="请输入摘要" autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="startTime" label="开始时间">
        <DatePicker showTime format={DATE_TIME_FORMAT} placeholder="请选择开始时间" />
      </Form.Item>
      <Form.Item name="endTime" label="结束时间" dependencies={['startTime']} rules={rules.endTime}>
        <DatePicker showTime format={DATE_TIME_FORMAT} placeholder="请选择结束时间" />
      </Form.Item>
      <Form.Item name="priority" label="优先级" rules={rules.priority}>
        <Radio.Group options={priorities} />
      </Form.Item>
      <Form.Item name="msgCategory" label="消息类型" rules={rules.msgCategory}>
        <Radio.Group options={categories} />
      </Form.Item>
      <Form.Item name="msgType" label="通告对象" rules={rules.msgType}>
        <Radio.Group options={targets} />
      </Form.Item>
      {msgType === 'USER' ? (
        <Form.Item
          name="userIds"
          label="接收用户"
          rules={rules.userIds}
          getValueProps={(ids: string[] | undefined) => ({ value: (ids ?? []).join(',') })}
          normalize={(value: string) => splitValue(value)}
        >
          <UserSelect valueKey="id" multiple placeholder="请选择接收用户" />
        </Form.Item>
      ) : null}
      <Form.Item name="openType" label="打开方式">
        <Select options={openTypes} allowClear />
      </Form.Item>
      {openType ? (
        <Form.Item name="openPage" label="打开页面" rules={rules.openPage}>
          <Input placeholder={openType === 'url' ? '请输入链接地址' : '请输入组件名称'} />
        </Form.Item>
      ) : null}
      <Form.Item name="msgContent" label="内容" rules={rules.msgContent}>
        <RichTextEditor aria-label="内容" />
      </Form.Item>
    </FormModal>
  );
}
