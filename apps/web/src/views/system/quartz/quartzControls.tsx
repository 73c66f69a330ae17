import { Form, Input, Radio, Select } from 'antd';
import { CronInput } from '../../../components/cron/index.ts';
import { useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { fieldAria } from '../../../components/form/fieldAria.ts';
import type { ResourceControlProps } from '../../../components/resource/resourceForm.tsx';
import { useJobHandlers } from './useJobHandlers.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** 任务类名: one of the handlers of the server's registry, by name and title. */
function JobClassSelect({ field, id, value, onChange, ...given }: ResourceControlProps) {
  const handlers = useJobHandlers();
  return (
    <Select
      {...(id ? { id } : {})}
      {...fieldAria(given)}
      placeholder={`请选择${field.label}`}
      showSearch={{ optionFilterProp: 'label' }}
      options={handlers.map((h) => ({ value: h.name, label: `${h.name}（${h.title}）` }))}
      value={text(value)}
      onChange={(v: string) => onChange?.(v)}
    />
  );
}

/** Cron表达式: typed, or made with the cron builder. */
function CronControl({ field, input, id, value, onChange, ...given }: ResourceControlProps) {
  return (
    <CronInput
      {...(id ? { id } : {})}
      {...fieldAria(given)}
      placeholder={`请输入${field.label}`}
      {...(input.max ? { maxLength: input.max } : {})}
      value={text(value) ?? ''}
      onChange={(v) => onChange?.(v)}
    />
  );
}

/** 参数, with what the chosen handler takes. */
function ParameterInput({ field, input, id, value, onChange, ...given }: ResourceControlProps) {
  const chosen = Form.useWatch<string | undefined>('jobClassName', Form.useFormInstance());
  const handler = useJobHandlers().find((h) => h.name === chosen);
  const hint = handler?.parameterHint ?? (chosen ? '该任务不使用参数' : null);
  return (
    <>
      <Input.TextArea
        id={id}
        {...fieldAria(given)}
        placeholder={`请输入${field.label}`}
        {...(field.multiline ? { autoSize: field.multiline } : {})}
        {...(input.max ? { maxLength: input.max } : {})}
        value={text(value) ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {hint ? <div className="ant-form-item-extra">{hint}</div> : null}
    </>
  );
}

/** 状态: the dictionary's items (正常, 停止) as radio buttons; the value is a number. */
function StatusRadio({ field, id, value, onChange, ...given }: ResourceControlProps) {
  const items = useDictOptions(field.dict ?? '');
  return (
    <Radio.Group
      {...(id ? { id } : {})}
      aria-label={field.label}
      {...fieldAria(given)}
      options={items.map((item) => ({ value: Number(item.value), label: item.text }))}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

/** The job form's own controls (resourceForm `controls`). */
export const quartzControls = {
  jobClassName: JobClassSelect,
  cronExpression: CronControl,
  parameter: ParameterInput,
  status: StatusRadio,
};
