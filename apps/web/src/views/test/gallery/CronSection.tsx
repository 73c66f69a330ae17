import { Form } from 'antd';
import { useState } from 'react';
import { CronInput, cronRule } from '../../../components/cron/index.ts';
import { GalleryDemo } from './GalleryDemo.tsx';

const FIELD_STYLE = { maxWidth: 440 };

/** Cron 表达式: the field with its builder (tabs per field, exclusive day and week, the next 10 runs). */
export default function CronSection() {
  const [plain, setPlain] = useState('');
  const [preset, setPreset] = useState('0 0/30 9-17 ? * 2-6 *');
  const [inForm, setInForm] = useState<string>();

  return (
    <>
      <GalleryDemo
        title="默认"
        description="没有值时，生成器从默认表达式 * * * * * ? * 开始；也可以直接输入。"
        value={plain}
      >
        <div style={FIELD_STYLE}>
          <CronInput aria-label="默认的Cron表达式" value={plain} onChange={setPlain} />
        </div>
      </GalleryDemo>
      <GalleryDemo title="预设表达式" description="工作日 9 点到 17 点，每 30 分钟执行一次。" value={preset}>
        <div style={FIELD_STYLE}>
          <CronInput aria-label="预设的Cron表达式" value={preset} onChange={setPreset} />
        </div>
      </GalleryDemo>
      <GalleryDemo title="禁用" value="0 0 12 L * ? *">
        <div style={FIELD_STYLE}>
          <CronInput aria-label="禁用的Cron表达式" value="0 0 12 L * ? *" disabled />
        </div>
      </GalleryDemo>
      <GalleryDemo title="表单中使用" description="必填，输入的表达式按 Quartz 规则校验。" value={inForm}>
        <Form
          layout="vertical"
          style={FIELD_STYLE}
          onValuesChange={(_, values: { schedule?: string }) => setInForm(values.schedule)}
        >
          <Form.Item
            label="执行计划"
            name="schedule"
            rules={[{ required: true, message: '请输入cron表达式' }, cronRule]}
          >
            <CronInput />
          </Form.Item>
        </Form>
      </GalleryDemo>
    </>
  );
}
