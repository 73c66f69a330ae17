import { Link } from 'react-router';
import { NAMED_ROUTE_PATHS, RouteName } from '../../app/router/paths.ts';
import { usePublicConfig } from '../../stores/publicConfig.ts';

/** The logo and platform name, linking to the dashboard; only the image shows while the menu is collapsed. */
export function Logo({ collapsed = false }: { collapsed?: boolean }) {
  const { platformName } = usePublicConfig().config;
  return (
    <Link to={NAMED_ROUTE_PATHS[RouteName.dashboard]} className="hcs-logo" aria-label={platformName}>
      <img src="/logo.svg" alt="" width={32} height={32} />
      {collapsed ? null : <span className="hcs-logo__title">{platformName}</span>}
    </Link>
  );
}
