import { Button, type GetProps, Input, Popover } from 'antd';
import { type InputHTMLAttributes, useEffect, useState } from 'react';
import { acceptNumberTyping, formatTags, numberOnBlur, textWidth } from '../cellInput.ts';
import { asText, type CellEditorProps, passedProps } from './cellProps.ts';
import { GridTextInput } from './GridTextInput.tsx';

const inputProps = (props: CellEditorProps) =>
  passedProps<InputHTMLAttributes<HTMLInputElement>>(props.column);

const maxWidthOf = (props: CellEditorProps) => {
  const max = props.column.props?.maxLength;
  return typeof max === 'number' ? max : undefined;
};

/** input cells; a maxLength counts a non-ASCII character as 2. */
export function InputCell(props: CellEditorProps) {
  const { value, disabled, label, placeholder, onChange, onBlur } = props;
  const max = maxWidthOf(props);
  return (
    <GridTextInput
      label={label}
      disabled={disabled}
      placeholder={placeholder}
      passed={inputProps(props)}
      value={asText(value)}
      onTextChange={(text) => {
        if (max !== undefined && textWidth(text) > max) return;
        onChange(text);
      }}
      onBlur={onBlur}
    />
  );
}

/** tags cells: a semicolon after every 2 characters as one types. */
export function TagsCell(props: CellEditorProps) {
  const { value, disabled, label, placeholder, onChange, onBlur } = props;
  return (
    <GridTextInput
      label={label}
      disabled={disabled}
      placeholder={placeholder}
      passed={inputProps(props)}
      value={asText(value)}
      onTextChange={(text) => onChange(formatTags(text))}
      onBlur={onBlur}
    />
  );
}

/**
 * inputNumber cells (and input cells declared `number`): typing that is no number is reverted; on blur
 * the text becomes a number or empty.
 */
export function NumberCell(props: CellEditorProps) {
  const { value, disabled, label, placeholder, onChange, onBlur } = props;
  const [text, setText] = useState(asText(value));
  useEffect(() => setText(asText(value)), [value]);
  return (
    <GridTextInput
      label={label}
      inputMode="decimal"
      disabled={disabled}
      placeholder={placeholder}
      passed={inputProps(props)}
      value={text}
      onTextChange={(typed) => {
        const next = acceptNumberTyping(text, typed);
        setText(next);
        if (next !== text) onChange(next);
      }}
      onBlur={() => {
        const number = numberOnBlur(text);
        setText(asText(number));
        onChange(number);
        onBlur();
      }}
    />
  );
}

/** The textarea popup of spec §9: 300×210. */
export const TEXTAREA_POPUP = { width: 300, height: 210 };

/** textarea (input_pop) cells: a one-line input that opens a larger text area. */
export function TextareaCell(props: CellEditorProps) {
  const { value, disabled, label, placeholder, onChange, onBlur } = props;
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open && !disabled}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur();
      }}
      trigger="click"
      destroyOnHidden
      content={
        <Input.TextArea
          autoFocus
          style={{ width: TEXTAREA_POPUP.width, height: TEXTAREA_POPUP.height, resize: 'none' }}
          {...passedProps<GetProps<typeof Input.TextArea>>(props.column)}
          aria-label={label}
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        />
      }
    >
      <Button className="hcs-grid__control hcs-grid__textarea" disabled={disabled} aria-haspopup="dialog">
        {/* The name is the label and the visible text, so both say what the button is. */}
        <span className="hcs-grid__sr-only">{label}：</span>
        {asText(value) || <span className="hcs-grid__placeholder">{placeholder ?? ''}</span>}
      </Button>
    </Popover>
  );
}
