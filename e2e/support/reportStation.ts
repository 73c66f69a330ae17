import { type APIRequestContext, expect } from '@playwright/test';
import { apiPost, type Envelope, randomIdCardNo } from './apiSession.ts';

interface DepartNode {
  id: string;
  title: string;
  children?: DepartNode[];
}

const flatten = (nodes: DepartNode[]): DepartNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/**
 * A service station of its own under 助残服务中心, added through the API by `token`'s user (a monthly
 * report is unique per department and month, so tests never meet), with one audience and two orders
 * this month (上门探访 and 助餐). Answers the station's id.
 */
export async function addReportStation(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<string> {
  await apiPost(request, token, '/sys/sysDepart/add', {
    departName: name,
    parentId: 'dep_centre',
    orgCategory: '2',
  });
  const res = await request.get(`/hcs/sys/sysDepart/searchBy?keyWord=${encodeURIComponent(name)}`, {
    headers: { 'X-Access-Token': token },
  });
  const found = (await res.json()) as Envelope<DepartNode[]>;
  const departId = flatten(found.result).find((n) => n.title === name)?.id ?? '';
  expect(departId, `the new station ${name}`).not.toBe('');
  const audienceId = await apiPost<string>(request, token, '/wo/audience/add', {
    name: '月报对象',
    sex: 1,
    idCardNo: randomIdCardNo(1985),
    disabilityType: '4',
    disabilityLevel: '2',
    departId,
    status: '1',
  });
  for (const serviceType of ['1', '3']) {
    await apiPost(request, token, '/wo/workOrder/add', {
      title: '月报工单',
      audienceId,
      serviceType,
      priority: 'M',
      departId,
    });
  }
  return departId;
}
