/** What every editor takes as a controlled form field (antd Form.Item passes id, value and onChange). */
export interface EditorFieldProps {
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** Put on the editor's outer box, so a form can scroll to the field. */
  id?: string;
  /** The editable area's accessible name (a form label's `for` cannot point at it). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Given by antd's Form.Item: the field's error and help texts, invalid and required states. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * The ARIA attributes of an editor's editable area: its name (a label or the ids that label it), the form
 * item's descriptions and states, and whether it is disabled.
 */
export function editableAreaAria(props: EditorFieldProps, fallbackLabel: string): Record<string, string> {
  const aria: Record<string, string> = props['aria-labelledby']
    ? { 'aria-labelledby': props['aria-labelledby'] }
    : { 'aria-label': props['aria-label'] ?? fallbackLabel };
  if (props['aria-describedby']) aria['aria-describedby'] = props['aria-describedby'];
  if (String(props['aria-invalid']) === 'true') aria['aria-invalid'] = 'true';
  if (String(props['aria-required']) === 'true') aria['aria-required'] = 'true';
  if (props.disabled) aria['aria-disabled'] = 'true';
  return aria;
}

/** Height of every editor (spec §9 "Dialogs and editors"). */
export const EDITOR_HEIGHT = 300;
