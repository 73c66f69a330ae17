import { sensitiveLogResource } from '@hcs/shared';
import { ListPage, useListPage } from '../../components/list/index.ts';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';

const config = resourceListConfig(sensitiveLogResource);

/**
 * 系统管理 → 敏感信息查看日志: every 查看完整 of a masked value (身份证号, 残疾证号, 联系电话) — who, whose
 * record, which field, when — searchable and exportable; written only by the reveals themselves.
 */
export default function SensitiveLogList() {
  const state = useListPage(config, { urlState: true });
  return <ListPage config={config} state={state} />;
}
