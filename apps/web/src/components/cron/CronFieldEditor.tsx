import { type CronFieldKey, cronFieldSpec } from '@hcs/shared';
import { Alert, Radio } from 'antd';
import { memo, type ReactNode } from 'react';
import { CronValueInput } from './CronValueInput.tsx';
import { CronValueList } from './CronValueList.tsx';
import { type CronMode, FIELD_MODES, type FieldDraft, thisYear, updateDraft } from './cronDraft.ts';
import { FIELD_MAX_INTERVAL, FIELD_TITLES, FIELD_WORDS } from './cronFieldWords.ts';

interface CronFieldEditorProps {
  field: CronFieldKey;
  draft: FieldDraft;
  onChange(next: FieldDraft): void;
}

/** The modes' radio labels that need no further words. */
const MODE_LABELS: Partial<Record<CronMode, string>> = {
  range: '周期',
  step: '循环',
  list: '指定',
  last: '本月最后一天',
  lastWorkday: '本月最后一个工作日',
  nearestWorkday: '最近工作日',
  beforeEnd: '月末前',
  lastWeekday: '最后一个',
  nthWeekday: '第几个',
  custom: '自定义',
};

/** Why the day or the week shows 不设置: the other one is set (spec §4, they exclude each other). */
const EXCLUSIVE_HINTS: Partial<Record<CronFieldKey, string>> = {
  day: '日与周只能设置其一：当前按周执行。选择下面任一日的设置，会把周改为“不设置”。',
  week: '日与周只能设置其一：当前按日执行。选择下面任一周的设置，会把日改为“不设置”。',
};

/**
 * One tab of the builder: the field's modes as radio buttons, each with its inputs, enabled only while
 * its mode is chosen. Every change hands back the whole new draft.
 */
export const CronFieldEditor = memo(function CronFieldEditor({
  field,
  draft,
  onChange,
}: CronFieldEditorProps) {
  const spec = cronFieldSpec(field);
  const words = FIELD_WORDS[field];
  const title = FIELD_TITLES[field];
  const isWeek = field === 'week';
  // The year editor's range is this year … +100 (spec §9); other fields use their own limits.
  const min = field === 'year' ? thisYear() : spec.min;
  const max = field === 'year' ? thisYear() + 100 : spec.max;
  const set = (change: Partial<FieldDraft>) => onChange(updateDraft(draft, change));
  const off = (mode: CronMode) => draft.mode !== mode;
  const point = (label: string, value: number, apply: (v: number) => void, mode: CronMode) => (
    <CronValueInput
      label={`${label}（${title}）`}
      value={value}
      weekday={isWeek}
      min={min}
      max={max}
      disabled={off(mode)}
      onChange={apply}
    />
  );

  const controls: Partial<Record<CronMode, ReactNode>> = {
    range: (
      <>
        从{point('周期开始', draft.range[0], (v) => set({ range: [v, draft.range[1]] }), 'range')}到
        {point('周期结束', draft.range[1], (v) => set({ range: [draft.range[0], v] }), 'range')}
        {words.point}
      </>
    ),
    step: (
      <>
        从{point('循环开始', draft.step[0], (v) => set({ step: [v, draft.step[1]] }), 'step')}
        {words.point}开始，每
        <CronValueInput
          label={`循环间隔（${title}）`}
          value={draft.step[1]}
          min={1}
          max={FIELD_MAX_INTERVAL[field]}
          disabled={off('step')}
          onChange={(v) => set({ step: [draft.step[0], v] })}
        />
        {words.span}执行一次
      </>
    ),
    list: (
      <CronValueList
        field={field}
        label={`指定${title}`}
        value={draft.list}
        disabled={off('list')}
        onChange={(list) => set({ list })}
      />
    ),
    nearestWorkday: (
      <>
        每月
        <CronValueInput
          label="最近工作日的日期"
          value={draft.nearestDay}
          min={1}
          max={31}
          disabled={off('nearestWorkday')}
          onChange={(nearestDay) => set({ nearestDay })}
        />
        日最近的那个工作日
      </>
    ),
    beforeEnd: (
      <>
        本月最后一天前
        <CronValueInput
          label="月末前的天数"
          value={draft.beforeEnd}
          min={1}
          max={30}
          disabled={off('beforeEnd')}
          onChange={(beforeEnd) => set({ beforeEnd })}
        />
        天
      </>
    ),
    lastWeekday: (
      <>
        本月最后一个
        <CronValueInput
          label="最后一个星期几"
          value={draft.lastWeekday}
          weekday
          disabled={off('lastWeekday')}
          onChange={(lastWeekday) => set({ lastWeekday })}
        />
      </>
    ),
    nthWeekday: (
      <>
        本月第
        <CronValueInput
          label="第几个（1-5）"
          value={draft.nth[0]}
          min={1}
          max={5}
          disabled={off('nthWeekday')}
          onChange={(v) => set({ nth: [v, draft.nth[1]] })}
        />
        个
        <CronValueInput
          label="第几个的星期"
          value={draft.nth[1]}
          weekday
          disabled={off('nthWeekday')}
          onChange={(v) => set({ nth: [draft.nth[0], v] })}
        />
      </>
    ),
    custom: <code className="hcs-cron-custom">{draft.text}（请在下方表达式中修改）</code>,
  };

  const labelOf = (mode: CronMode) => {
    if (mode === 'every') return words.every;
    if (mode === 'unset') return '不设置';
    return MODE_LABELS[mode];
  };
  const modes = draft.mode === 'custom' ? [...FIELD_MODES[field], 'custom' as const] : FIELD_MODES[field];
  const hint = draft.mode === 'unset' ? EXCLUSIVE_HINTS[field] : undefined;

  return (
    <div className="hcs-cron-field">
      {hint ? <Alert className="hcs-cron-hint" type="info" showIcon title={hint} /> : null}
      <Radio.Group
        className="hcs-cron-modes"
        aria-label={`${title}的设置方式`}
        value={draft.mode}
        onChange={(event) => set({ mode: event.target.value as CronMode })}
      >
        {modes.map((mode) => (
          <div key={mode} className={`hcs-cron-mode hcs-cron-mode--${mode}`}>
            <Radio value={mode}>{labelOf(mode)}</Radio>
            {controls[mode] ? <span className="hcs-cron-mode__controls">{controls[mode]}</span> : null}
          </div>
        ))}
      </Radio.Group>
    </div>
  );
});
