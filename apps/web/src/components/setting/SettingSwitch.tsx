import { Switch } from 'antd';
import { useId } from 'react';

interface SettingSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Why the switch is disabled; shown under the label and read with the switch. */
  hint?: string;
}

/** One on/off preference: a labelled switch, with the reason when it does not apply. */
export function SettingSwitch({ label, checked, onChange, disabled = false, hint }: SettingSwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="hcs-setting-row">
      <div className="hcs-setting-row__text">
        <label htmlFor={id}>{label}</label>
        {hint && disabled ? (
          <span id={hintId} className="hcs-setting-row__hint">
            {hint}
          </span>
        ) : null}
      </div>
      <Switch
        id={id}
        size="small"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={hint && disabled ? hintId : undefined}
      />
    </div>
  );
}
