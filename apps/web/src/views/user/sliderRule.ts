import type { FormRule } from 'antd';
import { SLIDER_REQUIRED } from '../../components/login/loginRisk.ts';

/** A drag-verify slider as a form field: it must have been dragged to the end. */
export const SLIDER_RULE: FormRule = {
  validator: (_rule, verified?: boolean) =>
    verified ? Promise.resolve() : Promise.reject(new Error(SLIDER_REQUIRED)),
};
