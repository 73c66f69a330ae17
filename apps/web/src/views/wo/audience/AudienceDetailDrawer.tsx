import { audienceResource } from '@hcs/shared';
import { Descriptions, type DescriptionsProps, Drawer, Typography } from 'antd';
import { AreaText } from '../../../components/area/index.ts';
import { DictText } from '../../../components/dict/index.ts';
import { useDetailLayout } from '../../../components/list/detailLayout.ts';
import { MaskedValue } from '../../../components/resource/MaskedValue.tsx';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useAuth } from '../../../utils/permission.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { AudienceOrders } from './AudienceOrders.tsx';
import { AudienceStatusTag } from './AudienceStatusTag.tsx';
import type { Audience } from './types.ts';

interface Props {
  /** The audience shown; null when closed. */
  record: Audience | null;
  open: boolean;
  onClose(): void;
}

/** A field's label, as the definition names it. */
const label = (name: keyof typeof audienceResource.fields) => audienceResource.fields[name].label;

/** A masked field (身份证号, 残疾证号, phones): masked, with 查看完整 for whom may reveal it. */
const masked = (a: Audience, name: 'idCardNo' | 'disabilityCertNo' | 'phone' | 'guardianPhone') => ({
  key: name,
  label: label(name),
  // Keyed by the record: another audience opened in the drawer starts masked again.
  children: <MaskedValue key={a.id} resource={audienceResource} field={name} id={a.id} value={a[name]} />,
});

function items(a: Audience): DescriptionsProps['items'] {
  return [
    { key: 'name', label: label('name'), children: a.name },
    {
      key: 'sex',
      label: label('sex'),
      children: a.sex_dictText ?? <DictText dictCode="sex" value={a.sex} />,
    },
    { key: 'birthday', label: label('birthday'), children: a.birthday },
    masked(a, 'idCardNo'),
    masked(a, 'disabilityCertNo'),
    {
      key: 'disabilityType',
      label: label('disabilityType'),
      children: a.disabilityType_dictText ?? <DictText dictCode="disability_type" value={a.disabilityType} />,
    },
    {
      key: 'disabilityLevel',
      label: label('disabilityLevel'),
      children: a.disabilityLevel_dictText ?? (
        <DictText dictCode="disability_level" value={a.disabilityLevel} />
      ),
    },
    masked(a, 'phone'),
    { key: 'departName', label: label('departName'), children: a.departName },
    { key: 'areaCode', label: label('areaCode'), children: <AreaText value={a.areaCode} /> },
    { key: 'address', label: label('address'), children: a.address, span: 'filled' },
    { key: 'guardianName', label: label('guardianName'), children: a.guardianName },
    masked(a, 'guardianPhone'),
    {
      key: 'livingStatus',
      label: label('livingStatus'),
      children: a.livingStatus_dictText ?? <DictText dictCode="living_status" value={a.livingStatus} />,
    },
    {
      key: 'economicStatus',
      label: label('economicStatus'),
      children: a.economicStatus_dictText ?? <DictText dictCode="economic_status" value={a.economicStatus} />,
    },
    {
      key: 'serviceNeeds',
      label: label('serviceNeeds'),
      children: <DictText dictCode="service_type" value={a.serviceNeeds} />,
      span: 'filled',
    },
    { key: 'status', label: label('status'), children: <AudienceStatusTag audience={a} /> },
    { key: 'createTime', label: label('createTime'), children: a.createTime },
    {
      key: 'photo',
      label: label('photo'),
      children: <FileUpload fileType="image" maxCount={1} value={a.photo} disabled />,
      span: 'filled',
    },
    {
      key: 'attachments',
      label: label('attachments'),
      children: <FileUpload value={a.attachments} disabled />,
      span: 'filled',
    },
    { key: 'remark', label: label('remark'), children: a.remark, span: 'filled' },
  ];
}

/** 服务对象详情: the audience's fields and, for those who may list work orders, its work-order history. */
export function AudienceDetailDrawer({ record, open, onClose }: Props) {
  const phone = useMediaQuery(MOBILE_QUERY);
  const layout = useDetailLayout();
  const mayListOrders = useAuth().has('wo:order:list');
  return (
    <Drawer
      title="服务对象详情"
      open={open}
      size={phone ? '100%' : 900}
      onClose={onClose}
      closable={{ 'aria-label': '关闭' }}
    >
      {record ? (
        <>
          <Descriptions
            bordered
            size="small"
            layout={layout}
            column={{ xs: 1, sm: 2, md: 2, lg: 2 }}
            items={items(record)}
          />
          {mayListOrders ? (
            <section aria-labelledby="audience-orders-title">
              <Typography.Title level={5} id="audience-orders-title" className="hcs-audience-orders__title">
                服务记录（工单）
              </Typography.Title>
              <AudienceOrders audienceId={record.id} />
            </section>
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}
