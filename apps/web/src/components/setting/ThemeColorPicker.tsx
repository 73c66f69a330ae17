import { CheckOutlined } from '@ant-design/icons';
import { Radio } from 'antd';
import { THEME_COLORS } from '../../app/theme.ts';

interface ThemeColorPickerProps {
  value: string;
  onChange: (color: string) => void;
  labelledBy: string;
}

/** The theme colour presets as a radio group: a swatch and the colour's name each. */
export function ThemeColorPicker({ value, onChange, labelledBy }: ThemeColorPickerProps) {
  return (
    <Radio.Group
      className="hcs-theme-colors"
      aria-labelledby={labelledBy}
      value={value}
      onChange={(e) => onChange(String(e.target.value))}
    >
      {THEME_COLORS.map((preset) => (
        <Radio key={preset.color} value={preset.color} className="hcs-theme-colors__item">
          <span className="hcs-theme-colors__swatch" style={{ background: preset.color }} aria-hidden="true">
            {preset.color === value ? <CheckOutlined /> : null}
          </span>
          {preset.name}
        </Radio>
      ))}
    </Radio.Group>
  );
}
