import { audienceResource } from '@hcs/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryFilters } from '../src/components/list/listParams.ts';
import { SuperQueryRow } from '../src/components/list/SuperQueryRow.tsx';
import { rulesOf } from '../src/components/list/superQueryRules.ts';
import type { SuperQueryField } from '../src/components/list/types.ts';
import { resourceListConfig } from '../src/components/resource/resourceListConfig.ts';
import { audienceListConfig } from '../src/views/wo/audience/listConfig.tsx';

const ID_CARD = '110101197204120017';

describe('a masked field searched by its whole value only', () => {
  it("sends the audience list's 身份证号 as it is, asking for the whole number", () => {
    const field = audienceListConfig.queryFields?.find((f) => f.name === 'idCardNo');
    expect(field).toMatchObject({ type: 'input', match: 'eq', placeholder: '请输入完整的身份证号' });
    expect(queryFilters(audienceListConfig.queryFields, { idCardNo: ` ${ID_CARD} `, name: '王' })).toEqual({
      idCardNo: ID_CARD,
      name: '*王*',
    });
  });

  it('offers 等于 alone in the advanced query and no sorting of its column', () => {
    const config = resourceListConfig(audienceResource);
    const superFields = config.superQueryFields ?? [];
    for (const name of ['idCardNo', 'disabilityCertNo', 'phone']) {
      const field = superFields.find((f) => f.field === name);
      expect(field?.exact).toBe(true);
      expect(rulesOf(field).map((r) => r.label)).toEqual(['等于']);
      const column = config.columns.find((c) => (c as { dataIndex?: string }).dataIndex === name) as
        | { sorter?: boolean }
        | undefined;
      if (column) expect(column.sorter).toBe(false);
    }
    expect(rulesOf(superFields.find((f) => f.field === 'name')).length).toBeGreaterThan(1);
  });

  it('turns the rule to 等于 when such a field is chosen, and lists no other', async () => {
    const fields: SuperQueryField[] = [
      { field: 'name', label: '姓名', type: 'string' },
      { field: 'idCardNo', label: '身份证号', type: 'string', exact: true },
    ];
    const onChange = vi.fn();
    const row = { key: 1, field: 'name', rule: 'like' as const, val: '王' };
    const { rerender } = render(
      <SuperQueryRow
        index={0}
        row={row}
        fields={fields}
        onChange={onChange}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByLabelText('条件1的字段'));
    const options = await screen.findAllByTitle('身份证号');
    await userEvent.click(options.at(-1) as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith({ key: 1, field: 'idCardNo', rule: 'eq' });

    rerender(
      <SuperQueryRow
        index={0}
        row={{ key: 1, field: 'idCardNo', rule: 'eq' }}
        fields={fields}
        onChange={onChange}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByLabelText('条件1的匹配规则'));
    const listbox = (await screen.findAllByRole('listbox')).at(-1) as HTMLElement;
    const dropdown = listbox.closest('.ant-select-dropdown') ?? listbox;
    expect(within(dropdown as HTMLElement).queryByTitle('包含')).toBeNull();
    expect(
      [...dropdown.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title')),
    ).toEqual(['等于']);
  });
});
