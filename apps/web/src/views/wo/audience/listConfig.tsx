import { audienceResource } from '@hcs/shared';
import { AreaPicker, AreaText } from '../../../components/area/index.ts';
import { resourceListConfig } from '../../../components/resource/resourceListConfig.ts';
import { AudienceStatusTag } from './AudienceStatusTag.tsx';
import { areaCodePrefix, deepestAreaCode } from './areaCode.ts';
import { DepartQuerySelect } from './DepartQuerySelect.tsx';
import type { Audience } from './types.ts';

/** 服务对象's list: query form, columns and advanced query from the definition (the detail is its own drawer). */
export const audienceListConfig = resourceListConfig<typeof audienceResource, Audience>(audienceResource, {
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
