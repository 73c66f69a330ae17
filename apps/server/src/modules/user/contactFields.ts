import { maskDate, maskPhone, userContact } from '../../core/permission/personalFields.ts';

/** What a picker shows of a person: phone and birthday whole only to those who may open 用户管理. */
export const USER_CONTACT_FIELDS = { phone: userContact(maskPhone), birthday: userContact(maskDate) };
