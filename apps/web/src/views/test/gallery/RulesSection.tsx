import { checkGridPattern, GRID_PATTERN_PRESETS, type RulePresetName } from '@hcs/shared';
import { Button, Checkbox, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import {
  maxChoicesRule,
  maxLengthRule,
  minChoicesRule,
  minLengthRule,
  presetRule,
} from '../../../utils/formRules.ts';
import { GalleryDemo } from './GalleryDemo.tsx';

/** One field per built-in preset of spec §5. */
const PRESET_FIELDS: Array<{ name: RulePresetName; label: string; multiline?: boolean }> = [
  { name: 'mobile', label: '手机号' },
  { name: 'email', label: '邮箱' },
  { name: 'landline', label: '座机' },
  { name: 'naturalNumber', label: '自然数' },
  { name: 'letters', label: '英文字母' },
  { name: 'bankCard', label: '银行卡号' },
  { name: 'idNumber', label: '证件号码' },
  { name: 'idCard', label: '身份证号' },
  { name: 'qq', label: 'QQ号码' },
  { name: 'url', label: '网址' },
  { name: 'alphanumeric', label: '0-20位字母或数字' },
  { name: 'chineseEnglish', label: '中英文名称' },
  { name: 'digitLines', label: '数字与换行', multiline: true },
  { name: 'upTo255', label: '备注（255字以内）', multiline: true },
];

const HOBBIES = ['阅读', '运动', '音乐', '书法', '园艺'].map((h) => ({ label: h, value: h }));

function PresetForm() {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="vertical" name="rulePresets">
      <Row gutter={16}>
        {PRESET_FIELDS.map(({ name, label, multiline }) => (
          <Col key={name} xs={24} md={12}>
            <Form.Item label={label} name={name} rules={[presetRule(name)]}>
              {multiline ? <Input.TextArea rows={2} /> : <Input />}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item
            label="昵称（3-10位）"
            name="nickname"
            rules={[{ required: true, message: '请输入昵称' }, minLengthRule(3), maxLengthRule(10)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="爱好（2-3项）" name="hobbies" rules={[minChoicesRule(2), maxChoicesRule(3)]}>
            <Checkbox.Group options={HOBBIES} />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" onClick={() => void form.validateFields().catch(() => undefined)}>
          校验全部
        </Button>
        <Button onClick={() => form.resetFields()}>重置</Button>
      </Space>
    </Form>
  );
}

const PATTERN_OPTIONS = [
  ...GRID_PATTERN_PRESETS.map((p) => ({ value: p.key, label: `${p.key}（${p.title}）` })),
  { value: '^[A-Z]{2}\\d{4}$', label: '^[A-Z]{2}\\d{4}$（正则）' },
];

function GridPatternTry() {
  const [pattern, setPattern] = useState('n6-16');
  const [value, setValue] = useState('');
  const message = checkGridPattern(pattern, value);
  return (
    <Space wrap>
      <Select
        aria-label="表格校验规则"
        value={pattern}
        options={PATTERN_OPTIONS}
        onChange={setPattern}
        style={{ width: 220 }}
      />
      <Input
        aria-label="单元格的值"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        style={{ width: 220 }}
      />
      <span role="status">{message ?? '通过'}</span>
    </Space>
  );
}

/** 校验规则: the built-in presets as form rules, and the grid's pattern keywords. */
export default function RulesSection() {
  return (
    <>
      <GalleryDemo title="内置校验规则" description="每个输入框使用一种预设，输入后即可看到提示。">
        <PresetForm />
      </GalleryDemo>
      <GalleryDemo
        title="表格校验规则"
        description="表格单元格的规则关键字；其他文本按正则表达式校验，空值不校验（* 除外）。"
      >
        <GridPatternTry />
      </GalleryDemo>
    </>
  );
}
