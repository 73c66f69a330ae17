import { thirdLoginProviderResource } from '@hcs/shared';
import { FormListPage } from '../../components/list/index.ts';
import { resourceForm } from '../../components/resource/resourceForm.tsx';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';
import { ToneTag } from '../../components/ToneTag.tsx';

const config = resourceListConfig(thirdLoginProviderResource, {
  render: {
    status: (value, provider) => (
      <ToneTag tone={value === 1 ? 'success' : 'neutral'}>{provider.status_dictText}</ToneTag>
    ),
  },
});
const ProviderForm = resourceForm(thirdLoginProviderResource);

/**
 * 系统管理 → 第三方登录: the OAuth 2.0 / OpenID Connect providers the login page offers (使用 … 登录), how
 * their first sign-in goes (bind an existing account or create one) and whether they are enabled.
 */
export default function ThirdLoginList() {
  return <FormListPage urlState config={config} form={ProviderForm} nameOf={(record) => record.name} />;
}
