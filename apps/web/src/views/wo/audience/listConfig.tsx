import { audienceResource } from '@hcs/shared';
import dayjs from 'dayjs';
import { AreaPicker, AreaText } from '../../../components/area/index.ts';
import { resourceListConfig } from '../../../components/resource/resourceListConfig.ts';
import { AudienceStatusTag } from './AudienceStatusTag.tsx';
import { areaCodePrefix, deepestAreaCode } from './areaCode.ts';
import { DepartQuerySelect } from './DepartQuerySelect.tsx';
import type { Audience } from './types.ts';

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || '—';

/** Whole years since the birthday (周岁). */
export function ageOf(birthday: string | null | undefined, today = dayjs()): number | null {
  if (!birthday) return null;
  const born = dayjs(birthday);
  return born.isValid() ? today.diff(born, 'year') : null;
}

const derived = resourceListConfig<typeof audienceResource, Audience>(audienceResource, {
  render: {
    areaCode: (_v, a) => <AreaText value={a.areaCode} />,
    status: (_v, a) => <AudienceStatusTag audience={a} />,
  },
  query: {
    areaCode: (derived) => ({
      ...derived,
      type: 'custom',
      render: ({ id, value, onChange }) => (
        <AreaPicker id={id} value={value} onChange={(path) => onChange(path)} placeholder="请选择所在地区" />
      ),
      // Every code inside the chosen area.
      param: (path) => `${areaCodePrefix(deepestAreaCode(path))}*`,
    }),
    sysOrgCode: (derived) => ({
      ...derived,
      label: audienceResource.fields.departId.label,
      type: 'custom',
      // The department and every station under it.
      render: (control) => <DepartQuerySelect {...control} />,
      param: (orgCode) => `${orgCode}*`,
    }),
  },
});

/** 服务对象's list: query form, columns and advanced query from the definition (the detail is its own drawer). */
export const audienceListConfig: typeof derived = {
  ...derived,
  card: {
    title: 'name',
    tag: 'status',
    fields: [
      {
        key: 'sexAge',
        label: '性别/年龄',
        render: (a) => {
          const age = ageOf(a.birthday);
          return joined(a.sex_dictText ?? String(a.sex), age === null ? null : `${age}岁`);
        },
      },
      {
        key: 'disability',
        label: '残疾类别/等级',
        render: (a) => joined(a.disabilityType_dictText, a.disabilityLevel_dictText),
      },
      'phone',
      'areaCode',
      { key: 'address', label: audienceResource.fields.address.label, render: (a) => a.address || '—' },
    ],
  },
};
