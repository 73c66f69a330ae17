import type { Insertable } from 'kysely';
import { newId } from '../../../ids.ts';
import { formatDate, formatDateTime } from '../../../time.ts';
import { DEFAULT_TENANT_ID } from '../../migrations/0002_foundation_data.ts';
import type { WoAudienceTable } from '../../woSchema.ts';
import { DISABILITY_LEVELS, DISABILITY_TYPES, SERVICES, STREETS } from './catalogue.ts';
import { idCardOf, mobile, personName, type Random } from './random.ts';
import type { Station } from './staff.ts';

/** The remark of every demo audience: it tells people the record is not real, and a later start that the demo data is there. */
export const DEMO_REMARK = '演示数据';

export type DemoAudience = Insertable<WoAudienceTable> & { id: string; name: string; createTime: string };

const DAY_MS = 86_400_000;

/**
 * `count` audiences spread over the stations, registered over the past `days` days (a third of them
 * before that), about one in twenty no longer served. `taken` holds ID numbers already in use.
 */
export function demoAudiences(
  random: Random,
  stations: Station[],
  count: number,
  now: Date,
  days: number,
  taken: Set<string>,
  createdBy: string,
): DemoAudience[] {
  const out: DemoAudience[] = [];
  for (let i = 0; out.length < count; i++) {
    const station = stations[i % stations.length];
    if (!station) break;
    const sex = random.chance(0.52) ? 1 : 2;
    const birthday = formatDate(new Date(random.int(1938, 2012), random.int(0, 11), random.int(1, 28)));
    const idCardNo = idCardOf(birthday, i, sex);
    if (taken.has(idCardNo)) continue;
    taken.add(idCardNo);
    const registeredDaysAgo = random.chance(0.35) ? random.int(days, days + 400) : random.int(1, days);
    const createTime = formatDateTime(
      new Date(now.getTime() - registeredDaysAgo * DAY_MS - random.int(0, 8 * 3600) * 1000),
    );
    const needs = new Set([random.pick(SERVICES)[0], random.pick(SERVICES)[0]]);
    const name = personName(random);
    const disabilityType = random.weighted(DISABILITY_TYPES);
    const disabilityLevel = random.weighted(DISABILITY_LEVELS);
    out.push({
      id: newId(),
      name,
      sex,
      birthday,
      idCardNo,
      // 残疾证号: the ID number, the category and the level.
      disabilityCertNo: `${idCardNo}${disabilityType}${disabilityLevel}`,
      disabilityType,
      disabilityLevel,
      phone: mobile(random),
      areaCode: null,
      address: `${STREETS[station.key] ?? ''}${random.int(1, 120)}号院${random.int(1, 12)}号楼`,
      guardianName: random.chance(0.6) ? personName(random) : null,
      guardianPhone: random.chance(0.6) ? mobile(random) : null,
      livingStatus: random.weighted([
        ['1', 25],
        ['2', 65],
        ['3', 10],
      ]),
      economicStatus: random.weighted([
        ['1', 30],
        ['2', 10],
        ['3', 60],
      ]),
      serviceNeeds: [...needs].join(','),
      photo: null,
      attachments: null,
      departId: station.id,
      sysOrgCode: station.orgCode,
      status: random.chance(0.05) ? '0' : '1',
      remark: DEMO_REMARK,
      tenantId: DEFAULT_TENANT_ID,
      delFlag: 0,
      createBy: createdBy,
      createTime,
      updateBy: null,
      updateTime: null,
    });
  }
  return out.sort((a, b) => a.createTime.localeCompare(b.createTime));
}
