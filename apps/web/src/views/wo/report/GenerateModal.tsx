import { monthlyReportResource } from '@hcs/shared';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { DepartSelect } from '../../../components/pickers/DepartSelect.tsx';
import { resourceFormRules } from '../../../components/resource/resourceFormRules.ts';
import { MONTH_FORMAT, MonthInput } from './MonthInput.tsx';
import { generateReport } from './reportApi.ts';

interface Values {
  month: string;
  departId: string;
}

const rules = resourceFormRules(monthlyReportResource, undefined);
const { month, departId } = monthlyReportResource.fields;

interface Props {
  open: boolean;
  /** Preset to refresh one report; empty to choose. */
  initial: Partial<Values>;
  onClose(): void;
  onSaved(): void;
}

/**
 * 生成/刷新数据: creates the department's report of the month, or recomputes the figures of the one it
 * has (while a draft or returned). Mount it anew (a new key) for each opening.
 */
export function GenerateModal({ open, initial, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal<Values>
      open={open}
      title="生成/刷新数据"
      width={560}
      form={form}
      name="report-generate"
      initialValues={{ month: dayjs().format(MONTH_FORMAT), ...initial }}
      save={(values) => generateReport(values)}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="month" label={month.label} rules={rules.month}>
        <MonthInput />
      </Form.Item>
      <Form.Item name="departId" label={departId.label} rules={rules.departId}>
        <DepartSelect placeholder={`请选择${departId.label}`} />
      </Form.Item>
    </FormModal>
  );
}
