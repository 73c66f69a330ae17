import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import type { ColumnChoice } from './columnChoice.ts';

/** 列设置: a checkbox per column; at least one column stays shown. */
export function ColumnSettings({ choice }: { choice: ColumnChoice }) {
  const { options, hidden, setHidden, reset } = choice;
  const shown = options.filter((o) => !hidden.includes(o.key)).map((o) => o.key);
  const content = (
    <div className="hcs-column-settings">
      <fieldset>
        <legend>显示的列</legend>
        <Checkbox.Group
          className="hcs-column-settings__list"
          value={shown}
          options={options.map((o) => ({
            value: o.key,
            label: o.title,
            disabled: shown.length === 1 && shown[0] === o.key,
          }))}
          onChange={(values) => {
            const keep = new Set(values.map(String));
            // Keeps hidden keys that are not (or no longer) among the options as they were.
            const known = new Set(options.map((o) => o.key));
            setHidden([
              ...hidden.filter((k) => !known.has(k)),
              ...options.filter((o) => !keep.has(o.key)).map((o) => o.key),
            ]);
          }}
        />
      </fieldset>
      <Button type="link" size="small" onClick={reset}>
        恢复默认
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
