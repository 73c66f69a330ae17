import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AreaPicker } from '../src/components/area/AreaPicker.tsx';
import {
  type AreaData,
  areaDepth,
  areaOptions,
  areaPath,
  areaTextOf,
  BAD_AREA_TYPE,
  splitAreaCodes,
} from '../src/components/area/areaCodes.ts';
import { areaText, loadAreaData } from '../src/components/area/areaData.ts';
import type { AreaType } from '../src/components/area/index.ts';

const sample: AreaData = {
  '86': { '110000': '北京市', '710000': '台湾省' },
  '110000': { '110100': '市辖区' },
  '110100': { '110101': '东城区', '110102': '西城区' },
};

describe('area codes', () => {
  it('knows the three depths and refuses any other type with Bad type value', () => {
    expect(areaDepth('province')).toBe(1);
    expect(areaDepth('city')).toBe(2);
    expect(areaDepth('district')).toBe(3);
    expect(() => areaDepth('town')).toThrow(BAD_AREA_TYPE);
    expect(() => areaDepth(undefined)).toThrow('Bad type value');
  });

  it('builds cascader options down to the depth asked, ending a branch without children early', () => {
    expect(areaOptions(sample, 1)).toEqual([
      { value: '110000', label: '北京市' },
      { value: '710000', label: '台湾省' },
    ]);
    expect(areaOptions(sample, 2)[0]).toEqual({
      value: '110000',
      label: '北京市',
      children: [{ value: '110100', label: '市辖区' }],
    });
    expect(areaOptions(sample, 3)[0]?.children?.[0]?.children).toEqual([
      { value: '110101', label: '东城区' },
      { value: '110102', label: '西城区' },
    ]);
    expect(areaOptions(sample, 3)[1]).toEqual({ value: '710000', label: '台湾省' });
  });

  it('turns stored codes into the path and its text', () => {
    expect(splitAreaCodes(' 110000, 110100 ,110101,')).toEqual(['110000', '110100', '110101']);
    expect(splitAreaCodes(undefined)).toEqual([]);
    expect(areaTextOf(sample, '110000,110100,110101')).toBe('北京市/市辖区/东城区');
    expect(areaTextOf(sample, ['110000', '110100'], ' ')).toBe('北京市 市辖区');
    // A single district or city code is expanded to its province and city.
    expect(areaPath(sample, '110102')).toEqual(['110000', '110100', '110102']);
    expect(areaPath(sample, '110100')).toEqual(['110000', '110100']);
    expect(areaPath(sample, '110000')).toEqual(['110000']);
    expect(areaTextOf(sample, '110102')).toBe('北京市/市辖区/西城区');
    // Unknown codes are shown as they are rather than hidden.
    expect(areaTextOf(sample, '110000,999999')).toBe('北京市/999999');
    expect(areaPath(sample, '999999')).toEqual(['999999']);
  });

  it('reads the real area data lazily (root 86)', async () => {
    const data = await loadAreaData();
    expect(data['86']?.['110000']).toBe('北京市');
    expect(await areaText('110000,110100,110101')).toBe('北京市/市辖区/东城区');
    expect(await areaText('440305')).toBe('广东省/深圳市/南山区');
    expect(await areaText('')).toBe('');
  });
});

// Opening antd cascaders under happy-dom is slow on a busy machine.
describe('AreaPicker', { timeout: 20_000 }, () => {
  it('shows Bad type value for a bad type', () => {
    render(<AreaPicker type={'town' as AreaType} />);
    expect(screen.getByText('Bad type value')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows a stored value as names and emits the codes and text of a pick', async () => {
    const onChange = vi.fn();
    render(<AreaPicker aria-label="地区" value="110000,110100,110101" onChange={onChange} />);
    expect(await screen.findByTitle('北京市 / 市辖区 / 东城区')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: '地区' }));
    await userEvent.click(await screen.findByTitle('天津市'));
    await userEvent.click(await screen.findByTitle('市辖区'));
    await userEvent.click(await screen.findByTitle('和平区'));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith('120000,120100,120101', '天津市/市辖区/和平区'),
    );
  });

  it('stops at the province for type province', async () => {
    const onChange = vi.fn();
    render(<AreaPicker aria-label="省份" type="province" onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: '省份' });
    await waitFor(() => expect(box.hasAttribute('disabled')).toBe(false));
    await userEvent.click(box);
    await userEvent.click(await screen.findByTitle('浙江省'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('330000', '浙江省'));
  });
});
