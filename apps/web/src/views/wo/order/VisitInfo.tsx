import type { OrderVisit } from '@hcs/shared';
import { Alert, Button, Descriptions, type DescriptionsProps, Typography } from 'antd';
import { useAreaData } from '../../../components/area/areaData.ts';
import { AreaText, areaTextOf } from '../../../components/area/index.ts';
import { DictText } from '../../../components/dict/DictText.tsx';
import { LIVING_ALONE, mapSearchUrl, telHref } from './visitInfo.ts';

interface Props {
  visit: OrderVisit;
  /** Opens the person's record; absent for a user who may not read audiences (the name is plain text). */
  onOpenAudience?: (audienceId: string) => void;
}

/** A phone to tap when the user may dial it, else its (masked) text. */
function Phone({ phone, whole, who }: { phone: string | null; whole: boolean; who: string }) {
  if (!phone) return <>—</>;
  const href = telHref(phone, whole);
  return href ? (
    <a href={href} className="hcs-visit__tel" aria-label={`拨打${who}电话 ${phone}`}>
      {phone}
    </a>
  ) : (
    <span>{phone}</span>
  );
}

/**
 * 上门信息: the first thing of an order on the worker's phone — where to go (with a map link), whom to
 * call (tap to dial), the person's disability and a safety note on how they live.
 */
export function VisitInfo({ visit, onOpenAudience }: Props) {
  const areaData = useAreaData();
  const area = visit.areaCode && areaData ? areaTextOf(areaData, visit.areaCode) : '';
  const map = mapSearchUrl(area, visit.address);
  const items: DescriptionsProps['items'] = [
    {
      key: 'name',
      label: '服务对象',
      children: onOpenAudience ? (
        <Button type="link" className="hcs-visit__name" onClick={() => onOpenAudience(visit.audienceId)}>
          {visit.name}
        </Button>
      ) : (
        visit.name
      ),
    },
    {
      key: 'disability',
      label: '残疾情况',
      children: (
        <>
          <DictText dictCode="disability_type" value={visit.disabilityType} />
          {' · '}
          <DictText dictCode="disability_level" value={visit.disabilityLevel} />
        </>
      ),
    },
    {
      key: 'address',
      label: '上门地址',
      span: 'filled',
      children: (
        <>
          <AreaText value={visit.areaCode} /> {visit.address ?? (visit.areaCode ? '' : '—')}
          {map ? (
            <>
              {' '}
              <a href={map} target="_blank" rel="noopener noreferrer" className="hcs-visit__map">
                地图导航
              </a>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'phone',
      label: '联系电话',
      children: <Phone phone={visit.phone} whole={visit.phonesWhole} who={visit.name} />,
    },
    {
      key: 'guardian',
      label: '监护人',
      children: (
        <>
          {visit.guardianName ? `${visit.guardianName} ` : ''}
          <Phone phone={visit.guardianPhone} whole={visit.phonesWhole} who="监护人" />
        </>
      ),
    },
  ];
  return (
    <section className="hcs-visit" aria-labelledby="hcs-visit-title">
      <Typography.Title level={5} id="hcs-visit-title" style={{ marginTop: 0 }}>
        上门信息
      </Typography.Title>
      {visit.livingStatus ? (
        <Alert
          className="hcs-visit__living"
          type={visit.livingStatus === LIVING_ALONE ? 'warning' : 'info'}
          showIcon
          title={
            <>
              居住情况：
              <DictText dictCode="living_status" value={visit.livingStatus} />
              {visit.livingStatus === LIVING_ALONE ? '，上门时请注意其人身安全，先电话确认再进门' : ''}
            </>
          }
        />
      ) : null}
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} items={items} />
    </section>
  );
}
