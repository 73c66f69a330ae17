import { Form, Input, Select, Typography } from 'antd';
import { fieldAria } from '../../../components/form/fieldAria.ts';
import type { ResourceControlProps } from '../../../components/resource/resourceForm.tsx';
import { useFillRuleGenerators } from './useFillRuleGenerators.ts';

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** 规则实现: a generator of the server's registry, by its title and name. */
export function GeneratorSelect({ field, id, value, onChange, disabled, ...given }: ResourceControlProps) {
  const generators = useFillRuleGenerators();
  return (
    <Select
      id={id}
      {...fieldAria(given)}
      disabled={disabled}
      placeholder={`请选择${field.label}`}
      value={textOf(value)}
      onChange={(name: string) => onChange?.(name)}
      options={generators.map((g) => ({ value: g.name, label: `${g.title}（${g.name}）` }))}
    />
  );
}

/** 规则参数: a JSON object, with the keys the chosen generator takes shown under it. */
export function ParamsInput(props: ResourceControlProps) {
  const { field, input, id, value, onChange, disabled, 'aria-describedby': describedBy } = props;
  const generators = useFillRuleGenerators();
  const chosen = Form.useWatch<string | undefined>('ruleClass', Form.useFormInstance());
  const hint = generators.find((g) => g.name === chosen)?.paramsHint;
  const hintId = `${id ?? 'ruleParams'}_hint`;
  return (
    <>
      <Input.TextArea
        id={id}
        {...fieldAria(props)}
        aria-describedby={[describedBy, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
        disabled={disabled}
        placeholder={`请输入${field.label}（JSON）`}
        autoSize={field.multiline}
        value={textOf(value) ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
        {...(input.max ? { maxLength: input.max } : {})}
      />
      {hint ? (
        <Typography.Text id={hintId} type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {hint}
        </Typography.Text>
      ) : null}
    </>
  );
}
