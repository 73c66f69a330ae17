import { COPYRIGHT_YEARS } from '@hcs/shared';
import { usePublicConfig } from '../../stores/publicConfig.ts';

/** `Copyright © 2020-2021` and the care centre's name as a link (spec §2 "Layout"). */
export function GlobalFooter() {
  const { centreName, centreUrl } = usePublicConfig().config;
  return (
    <footer className="hcs-footer">
      Copyright © {COPYRIGHT_YEARS}{' '}
      {centreUrl ? (
        <a href={centreUrl} target="_blank" rel="noopener noreferrer">
          {centreName}
        </a>
      ) : (
        <span>{centreName}</span>
      )}
    </footer>
  );
}
