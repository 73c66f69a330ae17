import { isChineseIdCard } from '@hcs/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** What a valid resident ID number says of its holder: the birth date and the sex (odd 17th digit: 男). */
export function idCardFacts(value: string | undefined): { birthday: Dayjs; sex: '1' | '2' } | null {
  const id = value?.trim() ?? '';
  if (!isChineseIdCard(id)) return null;
  return {
    birthday: dayjs(id.slice(6, 14), 'YYYYMMDD'),
    sex: Number(id[16]) % 2 === 1 ? '1' : '2',
  };
}
