import { WorkOrderStatus } from '@hcs/shared';
import type { Insertable } from 'kysely';
import { newId } from '../../../ids.ts';
import { formatDateTime } from '../../../time.ts';
import { DEFAULT_TENANT_ID } from '../../migrations/0002_foundation_data.ts';
import type { WoWorkOrderLogTable, WoWorkOrderTable } from '../../woSchema.ts';
import type { DemoAudience } from './audiences.ts';
import { CANCEL_REASONS, FEEDBACK, PRIORITIES, SATISFACTION, SERVICES, SOURCES } from './catalogue.ts';
import type { Random } from './random.ts';
import type { Person, Station } from './staff.ts';

export type DemoOrder = Insertable<WoWorkOrderTable> & { id: string; createTime: string; orderNo: string };
export type DemoLog = Insertable<WoWorkOrderLogTable>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A working-hours moment `daysAgo` days before now, more orders in recent months and on weekdays. */
function createdAt(random: Random, now: Date, days: number): Date {
  for (;;) {
    const u = random.next();
    const daysAgo = random.chance(0.5) ? u * days : (1 - Math.sqrt(u)) * days;
    const day = new Date(now.getTime() - daysAgo * DAY_MS);
    const weekend = day.getDay() === 0 || day.getDay() === 6;
    if (weekend && random.chance(0.6)) continue;
    const at = new Date(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      random.int(8, 17),
      random.int(0, 59),
    );
    if (at < now) return at;
  }
}

/** `minHours`-`maxHours` after `from`, moved forward into working hours (8:00-19:59) when it falls at night. */
function later(from: Date, minHours: number, maxHours: number, random: Random): Date {
  const at = new Date(from.getTime() + (minHours + random.next() * (maxHours - minHours)) * HOUR_MS);
  if (at.getHours() >= 8 && at.getHours() < 20) return at;
  const morning = new Date(at.getFullYear(), at.getMonth(), at.getDate(), 8, random.int(0, 90));
  return at.getHours() < 8 ? morning : new Date(morning.getTime() + DAY_MS);
}

/** Where an order's story stops: cancelled at some step, or left waiting at a step (overdue). */
type Stop = 'none' | 'cancel' | 'stuck';

/**
 * `count` orders over the past `days` days for audiences registered before them, each taken through
 * the states as far as time allows (dispatch, accept, complete, review), with the log of each step.
 * Order numbers are left empty for the caller to assign per day.
 */
export function demoOrders(
  random: Random,
  audiences: DemoAudience[],
  stations: Station[],
  manager: Person,
  count: number,
  now: Date,
  days: number,
): { orders: DemoOrder[]; logs: DemoLog[] } {
  const orders: DemoOrder[] = [];
  const logs: DemoLog[] = [];
  const stationOf = new Map(stations.map((s) => [s.id, s]));
  // Some staff do more than others, so the ranking has a shape.
  const effort = new Map(stations.flatMap((s) => s.staff.map((p) => [p.id, 1 + random.next() * 3] as const)));
  const served = audiences.filter((a) => a.status === '1' && stationOf.get(String(a.departId))?.staff.length);
  if (served.length === 0) return { orders, logs };

  for (let i = 0; i < count; i++) {
    const created = createdAt(random, now, days);
    const stamp = formatDateTime(created);
    const registered = served.filter((a) => a.createTime <= stamp);
    const audience = random.pick(registered.length > 0 ? registered : served);
    const station = stationOf.get(String(audience.departId));
    if (!station) continue;
    const assignee = random.weighted(station.staff.map((p) => [p, effort.get(p.id) ?? 1] as const));
    const [serviceType, , serviceTitle, resultText] = random.weighted(
      SERVICES.map((s) => [s, s[1]] as const),
    );
    const priority = random.weighted(PRIORITIES);
    const deadline = later(created, priority === 'H' ? 24 : 48, priority === 'H' ? 48 : 168, random);
    const ageDays = (now.getTime() - created.getTime()) / DAY_MS;
    const stop: Stop = random.chance(0.06)
      ? 'cancel'
      : ageDays < 40 && random.chance(0.03)
        ? 'stuck'
        : 'none';
    const stopAt = random.int(1, 3);
    const id = newId();
    const order: DemoOrder = {
      id,
      orderNo: '',
      title: `${serviceTitle}（${audience.name}）`,
      audienceId: audience.id,
      serviceType,
      source: random.weighted(SOURCES),
      priority,
      content: `<p>为服务对象${audience.name}提供${serviceTitle}，请按预约时间上门。</p>`,
      appointmentTime: formatDateTime(later(created, 2, 30, random)),
      deadline: formatDateTime(deadline),
      departId: station.id,
      sysOrgCode: station.orgCode,
      assigneeId: null,
      status: WorkOrderStatus.pending,
      result: null,
      attachments: null,
      satisfaction: null,
      feedback: null,
      cancelReason: null,
      dispatchedTime: null,
      acceptedTime: null,
      completedTime: null,
      closedTime: null,
      cancelledTime: null,
      version: 0,
      tenantId: DEFAULT_TENANT_ID,
      delFlag: 0,
      createBy: manager.username,
      createTime: stamp,
      updateBy: null,
      updateTime: null,
    };
    const log = (action: string, to: number, by: Person, at: Date, comment: string | null = null) => {
      logs.push({
        id: newId(),
        orderId: id,
        action,
        fromStatus: action === 'create' ? null : order.status,
        toStatus: to,
        operatorId: by.id,
        operatorName: by.realname,
        comment,
        createTime: formatDateTime(at),
      });
      if (action !== 'create') {
        order.status = to;
        order.version = (order.version ?? 0) + 1;
        order.updateBy = by.username;
        order.updateTime = formatDateTime(at);
      }
    };
    log('create', WorkOrderStatus.pending, manager, created);
    orders.push(order);

    // Each step happens when its time has come; a step after "now" has not happened yet.
    const steps: { at: Date; run: (at: Date) => void }[] = [
      {
        at: later(created, 0.2, 6, random),
        run: (at) => {
          order.assigneeId = assignee.id;
          order.dispatchedTime = formatDateTime(at);
          log('dispatch', WorkOrderStatus.dispatched, manager, at, `派给 ${assignee.realname}`);
        },
      },
      {
        at: new Date(0),
        run: (at) => {
          order.acceptedTime = formatDateTime(at);
          log('accept', WorkOrderStatus.processing, assignee, at);
        },
      },
      {
        at: new Date(0),
        run: (at) => {
          order.result = `<p>${resultText}</p>`;
          order.completedTime = formatDateTime(at);
          log('complete', WorkOrderStatus.completed, assignee, at);
        },
      },
    ];
    let at = created;
    let done = 0;
    for (const [n, step] of steps.entries()) {
      if (stop !== 'none' && n + 1 === stopAt) break;
      const next =
        n === 0
          ? step.at
          : n === 1
            ? later(at, 0.3, 20, random)
            : later(at, 1, random.chance(0.1) ? 200 : 40, random);
      if (next >= now) break;
      step.run(next);
      at = next;
      done++;
    }
    if (stop === 'cancel' && done < 3) {
      const cancelled = later(at, 0.5, 30, random);
      if (cancelled < now) {
        const reason = random.pick(CANCEL_REASONS);
        order.cancelReason = reason;
        order.cancelledTime = formatDateTime(cancelled);
        log('cancel', WorkOrderStatus.cancelled, manager, cancelled, reason);
      }
    }
    if (order.status === WorkOrderStatus.completed) {
      const reviewed = later(at, 2, 72, random);
      const sinceDone = (now.getTime() - at.getTime()) / DAY_MS;
      if (reviewed < now && random.chance(sinceDone > 14 ? 0.97 : 0.6)) {
        const satisfaction = random.weighted(SATISFACTION);
        const feedback = random.pick(FEEDBACK[satisfaction] ?? ['满意']);
        order.satisfaction = satisfaction;
        order.feedback = feedback;
        order.closedTime = formatDateTime(reviewed);
        log('review', WorkOrderStatus.closed, manager, reviewed, `满意度 ${satisfaction} 分：${feedback}`);
      }
    }
  }
  return { orders: orders.sort((a, b) => a.createTime.localeCompare(b.createTime)), logs };
}
