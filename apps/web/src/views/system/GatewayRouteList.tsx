import { gatewayRouteResource } from '@hcs/shared';
import { Tag } from 'antd';
import { FormListPage } from '../../components/list/index.ts';
import { resourceForm } from '../../components/resource/resourceForm.tsx';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';
import './gatewayRoute/gatewayRoute.css';

const config = resourceListConfig(gatewayRouteResource, {
  render: {
    status: (value, route) => (
      <Tag className={value === 1 ? 'hcs-gateway-tag--on' : undefined}>{route.status_dictText}</Tag>
    ),
  },
});
const RouteForm = resourceForm(gatewayRouteResource);

/**
 * 系统管理 → 网关路由: path prefixes under /gw/ forwarded by the server to upstream URLs; a save takes
 * effect at once, without a restart.
 */
export default function GatewayRouteList() {
  return <FormListPage urlState config={config} form={RouteForm} nameOf={(record) => record.name} />;
}
