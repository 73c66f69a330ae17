import type { FormInstance, FormProps } from 'antd';

type ScrollFocusOptions = Exclude<FormProps['scrollToFirstError'], boolean | undefined>;

/**
 * Where a failed submit takes the user: the first invalid field, scrolled into view and focused, so a
 * screen reader reads its label and its error (tied to it by antd's aria-describedby). The app's
 * ConfigProvider gives it to every form submitted by its button; `focusFirstError` does the same for
 * a form validated by code (useFormSave).
 */
export const FIRST_ERROR_FOCUS: ScrollFocusOptions = { block: 'nearest', focus: true };

/** After `validateFields()` rejected with `failure`: focus the first invalid field (nothing else). */
export function focusFirstError<T>(form: FormInstance<T>, failure: unknown): void {
  if (typeof failure !== 'object' || failure === null || !('errorFields' in failure)) return;
  const { errorFields } = failure;
  if (!Array.isArray(errorFields)) return;
  const first: unknown = errorFields[0];
  if (typeof first === 'object' && first !== null && 'name' in first && Array.isArray(first.name)) {
    form.scrollToField(first.name, FIRST_ERROR_FOCUS);
  }
}
