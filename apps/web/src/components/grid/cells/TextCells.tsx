import { Button, type GetProps, Input, Popover } from 'antd';
import { type InputHTMLAttributes, useEffect, useRef, useState } from 'react';
import { usePopupFocus } from '../../../utils/usePopupFocus.ts';
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

type TextAreaProps = GetProps<typeof Input.TextArea>;

/**
 * textarea (input_pop) cells: a button that opens a larger text area. Escape and Shift+Tab close it
 * back to the button; Tab closes it and goes on to what follows the cell.
 */
export function TextareaCell(props: CellEditorProps) {
  const { value, disabled, label, placeholder, onChange, onBlur } = props;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const shown = open && !disabled;
  const close = () => {
    setOpen(false);
    onBlur();
  };
  const onPopupKeyDown = usePopupFocus({ open: shown, opener: button, panel, close });
  return (
    <Popover
      open={shown}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      trigger="click"
      destroyOnHidden
      content={
        <div ref={panel} role="dialog" aria-label={label} onKeyDown={onPopupKeyDown}>
          <Input.TextArea
            style={{ width: TEXTAREA_POPUP.width, height: TEXTAREA_POPUP.height, resize: 'none' }}
            {...passedProps<TextAreaProps>(props.column)}
            aria-label={label}
            value={asText(value)}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      }
    >
      <Button
        ref={button}
        className="hcs-grid__control hcs-grid__textarea"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={shown}
      >
        {/* The name is the label and the visible text, so both say what the button is. */}
        <span className="hcs-grid__sr-only">{label}：</span>
        {asText(value) || <span className="hcs-grid__placeholder">{placeholder ?? ''}</span>}
      </Button>
    </Popover>
  );
}
