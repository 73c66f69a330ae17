import { Descriptions, type DescriptionsProps, Drawer, Typography } from 'antd';
import { AreaText } from '../../../components/area/index.ts';
import { DictText } from '../../../components/dict/index.ts';
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

function items(a: Audience): DescriptionsProps['items'] {
  return [
    { key: 'name', label: '姓名', children: a.name },
    { key: 'sex', label: '性别', children: a.sex_dictText ?? a.sex },
    { key: 'birthday', label: '出生日期', children: a.birthday },
    { key: 'idCardNo', label: '身份证号', children: a.idCardNo },
    { key: 'disabilityCertNo', label: '残疾证号', children: a.disabilityCertNo },
    { key: 'disabilityType', label: '残疾类别', children: a.disabilityType_dictText },
    { key: 'disabilityLevel', label: '残疾等级', children: a.disabilityLevel_dictText },
    { key: 'phone', label: '联系电话', children: a.phone },
    { key: 'departName', label: '责任站点', children: a.departName },
    { key: 'areaCode', label: '所在地区', children: <AreaText value={a.areaCode} /> },
    { key: 'address', label: '详细地址', children: a.address, span: 'filled' },
    { key: 'guardianName', label: '监护人', children: a.guardianName },
    { key: 'guardianPhone', label: '监护人电话', children: a.guardianPhone },
    { key: 'livingStatus', label: '居住情况', children: a.livingStatus_dictText },
    { key: 'economicStatus', label: '经济状况', children: a.economicStatus_dictText },
    {
      key: 'serviceNeeds',
      label: '服务需求',
      children: <DictText dictCode="service_type" value={a.serviceNeeds} />,
      span: 'filled',
    },
    { key: 'status', label: '状态', children: <AudienceStatusTag audience={a} /> },
    { key: 'createTime', label: '创建时间', children: a.createTime },
    {
      key: 'photo',
      label: '照片',
      children: <FileUpload fileType="image" maxCount={1} value={a.photo} disabled />,
      span: 'filled',
    },
    {
      key: 'attachments',
      label: '附件',
      children: <FileUpload value={a.attachments} disabled />,
      span: 'filled',
    },
    { key: 'remark', label: '备注', children: a.remark, span: 'filled' },
  ];
}

/** 服务对象详情: the audience's fields and, for those who may list work orders, its work-order history. */
export function AudienceDetailDrawer({ record, open, onClose }: Props) {
  const phone = useMediaQuery(MOBILE_QUERY);
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
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2, md: 2, lg: 2 }} items={items(record)} />
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
