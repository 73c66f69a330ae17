import type { FocusEvent, InputHTMLAttributes } from 'react';

export interface GridTextInputProps {
  value: string;
  label: string;
  placeholder?: string;
  disabled: boolean;
  inputMode?: 'decimal';
  /** The column's `props`: attributes of the input, under the ones the grid sets. */
  passed?: InputHTMLAttributes<HTMLInputElement>;
  onTextChange(text: string): void;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
}

/**
 * The text box of input, inputNumber and tags cells: a native input drawn like antd's (grid.css, with the
 * theme's colours from antd's CSS variables). A grid of 10,000 rows mounts a screenful of these on every
 * scroll frame, and antd's Input costs about ten times as much to mount and to update.
 */
export function GridTextInput(props: GridTextInputProps) {
  return (
    <input
      type="text"
      className="hcs-grid__input"
      inputMode={props.inputMode}
      placeholder={props.placeholder}
      {...props.passed}
      aria-label={props.label}
      disabled={props.disabled}
      value={props.value}
      onChange={(e) => props.onTextChange(e.target.value)}
      onBlur={props.onBlur}
    />
  );
}
