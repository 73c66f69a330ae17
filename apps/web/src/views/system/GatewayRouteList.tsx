import { FormListPage } from '../../components/list/index.ts';
import { GatewayRouteFormModal } from './gatewayRoute/GatewayRouteFormModal.tsx';
import { gatewayRouteListConfig } from './gatewayRoute/gatewayRouteListConfig.tsx';

/** 系统管理 → 网关路由: path prefixes under /gw/ forwarded by the server to upstream URLs. */
export default function GatewayRouteList() {
  return (
    <FormListPage
      urlState
      config={gatewayRouteListConfig}
      form={GatewayRouteFormModal}
      nameOf={(record) => record.name}
    />
  );
}
