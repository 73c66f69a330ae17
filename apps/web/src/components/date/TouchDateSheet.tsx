import { Button, Calendar, Drawer, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import './TouchDateSheet.css';

interface Props {
  title: string;
  value: Dayjs | null;
  showTime: boolean;
  allowClear: boolean;
  disabledDate?: (date: Dayjs) => boolean;
  /** The choice (null: cleared), or undefined when the sheet is closed without one. */
  onDone: (value: Dayjs | null | undefined) => void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: hour,
  label: `${String(hour).padStart(2, '0')} 时`,
}));
const MINUTES = Array.from({ length: 12 }, (_, i) => ({
  value: i * 5,
  label: `${String(i * 5).padStart(2, '0')} 分`,
}));

/** Today, tomorrow and this week's Friday (while it is still ahead or today). */
function presets(today: Dayjs): { label: string; date: Dayjs }[] {
  // dayjs weeks start on Sunday (day 0): Friday is day 5 of the same week.
  const friday = today.day(5);
  return [
    { label: '今天', date: today },
    { label: '明天', date: today.add(1, 'day') },
    ...(friday.isBefore(today, 'day') ? [] : [{ label: '本周五', date: friday }]),
  ];
}

/** The bottom sheet of a date field on a touch screen (see DateField). */
export default function TouchDateSheet({ title, value, showTime, allowClear, disabledDate, onDone }: Props) {
  const today = dayjs().startOf('day');
  const [chosen, setChosen] = useState<Dayjs>(value ?? (showTime ? dayjs().minute(0).second(0) : today));
  const allowed = (date: Dayjs) => !disabledDate?.(date);
  const withDay = (day: Dayjs) => chosen.year(day.year()).month(day.month()).date(day.date());
  return (
    <Drawer
      open
      placement="bottom"
      size="auto"
      title={title}
      rootClassName="touch-date-sheet"
      onClose={() => onDone(undefined)}
      footer={
        <div className="touch-date-sheet-footer">
          {allowClear ? (
            <Button size="large" onClick={() => onDone(null)}>
              清除
            </Button>
          ) : null}
          <Button
            size="large"
            type="primary"
            disabled={!allowed(chosen)}
            onClick={() => onDone(showTime ? chosen.second(0) : chosen.startOf('day'))}
          >
            确定
          </Button>
        </div>
      }
    >
      <Space wrap className="touch-date-sheet-presets">
        {presets(today).map(({ label, date }) => (
          <Button key={label} size="large" disabled={!allowed(date)} onClick={() => setChosen(withDay(date))}>
            {label}
          </Button>
        ))}
      </Space>
      <Calendar
        fullscreen={false}
        value={chosen}
        {...(disabledDate ? { disabledDate } : {})}
        onSelect={(day) => setChosen(withDay(day))}
      />
      {showTime ? (
        <div className="touch-date-sheet-time">
          <Select
            aria-label="小时"
            size="large"
            // 24 hours and 12 five-minute steps: all rendered, so every one is reachable whatever is chosen.
            virtual={false}
            value={chosen.hour()}
            options={HOURS}
            onChange={(hour) => setChosen(chosen.hour(hour))}
          />
          <Select
            aria-label="分钟"
            size="large"
            virtual={false}
            value={chosen.minute() - (chosen.minute() % 5)}
            options={MINUTES}
            onChange={(minute) => setChosen(chosen.minute(minute))}
          />
        </div>
      ) : null}
    </Drawer>
  );
}
