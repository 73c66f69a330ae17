import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listKey } from '../src/components/list/useListLoader.ts';
import { ORDER_DETAIL_KEY } from '../src/views/wo/order/useOrderDetail.ts';
import { invalidateOrders, parseOrderChange } from '../src/views/wo/order/useOrderPushes.ts';
import { WORK_ORDER_URLS } from '../src/views/wo/order/workOrderApi.ts';

describe('work-order pushes on the order screens', () => {
  it('reads the changed order of a workOrderChanged push and ignores other frames', () => {
    expect(parseOrderChange('{"cmd":"workOrderChanged","msgId":"o1","msgTxt":"工单已变更"}')).toEqual({
      orderId: 'o1',
    });
    expect(parseOrderChange('{"cmd":"workOrderChanged","msgTxt":"工单已变更"}')).toEqual({ orderId: null });
    expect(parseOrderChange('{"cmd":"user","msgId":"o1"}')).toBeNull();
    expect(parseOrderChange('HeartBeat')).toBeNull();
    expect(parseOrderChange(42)).toBeNull();
  });

  it('marks stale the detail of the changed order and the list pages that show it, and no others', () => {
    const client = new QueryClient();
    const page = (params: Record<string, unknown>, ids: string[]) => {
      const key = [...listKey(WORK_ORDER_URLS.list), params];
      client.setQueryData(key, { records: ids.map((id) => ({ id })), total: ids.length });
      return key;
    };
    const showing = page({ pageNo: 1 }, ['o1', 'o2']);
    const other = page({ pageNo: 2 }, ['o3']);
    client.setQueryData([ORDER_DETAIL_KEY, 'o1'], { id: 'o1' });
    client.setQueryData([ORDER_DETAIL_KEY, 'o3'], { id: 'o3' });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

    invalidateOrders(client, new Set(['o1']));
    expect(stale(showing)).toBe(true);
    expect(stale([ORDER_DETAIL_KEY, 'o1'])).toBe(true);
    expect(stale(other)).toBe(false);
    expect(stale([ORDER_DETAIL_KEY, 'o3'])).toBe(false);

    invalidateOrders(client, null);
    expect(stale(other)).toBe(true);
    expect(stale([ORDER_DETAIL_KEY, 'o3'])).toBe(true);
  });
});
