import type { ListUrls } from '../../../components/list/index.ts';

/** One person of the address book (GET /sys/user/queryByOrgCodeForAddressList). */
export interface AddressEntry {
  id: string;
  username: string;
  realname: string;
  workNo: string | null;
  phone: string | null;
  email: string | null;
  telephone: string | null;
  /** The names of the person's departments, comma separated. */
  departName: string;
  /** The names of the person's positions, comma separated. */
  position: string;
}

export const ADDRESS_URLS: ListUrls = {
  list: '/sys/user/queryByOrgCodeForAddressList',
  exportXls: '/sys/user/exportAddressList',
};
