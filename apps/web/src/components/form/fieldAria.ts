/**
 * What antd's Form.Item gives the control it wraps besides its id: the ids of its error and help
 * (`aria-describedby`), `aria-invalid` while an error shows, `aria-required`. A control of our own
 * takes them in its props (`extends FieldAria`) and puts `fieldAria(props)` on the element that gets
 * the id, so a screen reader reads the field's error with the field.
 */
export interface FieldAria {
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

export function fieldAria(props: FieldAria): FieldAria {
  return {
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
    'aria-required': props['aria-required'],
  };
}
