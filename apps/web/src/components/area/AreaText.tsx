import { areaTextOf } from './areaCodes.ts';
import { useAreaData } from './areaData.ts';

/** The names of stored area codes, for lists and details (the codes show until the data has loaded). */
export function AreaText({ value }: { value: string | null | undefined }) {
  const data = useAreaData();
  if (!value) return null;
  return <>{data ? areaTextOf(data, value) : value}</>;
}
