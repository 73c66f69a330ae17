import { Rate } from 'antd';
import { type FieldAria, fieldAria } from '../../../components/form/fieldAria.ts';

const SATISFACTION = ['非常不满意', '不满意', '一般', '满意', '非常满意'];

interface Props extends FieldAria {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
}

/**
 * 满意度 1-5 as stars. The stars are radios; the form item's required and error states go on their
 * group (a plain list may not carry them).
 */
export function SatisfactionRate({ id, value, onChange, ...aria }: Props) {
  return (
    <div id={id} role="radiogroup" aria-label="满意度" {...fieldAria(aria)}>
      <Rate tooltips={SATISFACTION} value={value} onChange={onChange} />
    </div>
  );
}

export const satisfactionText = (score: number) => SATISFACTION[score - 1] ?? '';
