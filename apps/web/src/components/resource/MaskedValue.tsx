import type { Resource } from '@hcs/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { getAction } from '../../api/request.ts';
import { useAuth } from '../../utils/permission.ts';
import { useServerAction } from '../../utils/serverAction.ts';
import './MaskedValue.css';

interface Props {
  resource: Resource;
  /** A field of `resource` declared `masked`. */
  field: string;
  /** The record's id. */
  id: string;
  /** The value as the server sent it: masked. */
  value: unknown;
}

/** Asks the server for one record's whole value of one masked field; the server logs it. */
export const revealValue = (resource: Resource, field: string, id: string) =>
  getAction<string | null>(`${resource.path}/reveal`, { id, field });

/**
 * A masked value (身份证号, 联系电话, 残疾证号) as shown everywhere, with 查看完整 for a holder of the
 * resource's reveal permission: the server checks the permission and the record's data rules, logs the
 * reveal, and answers this one value, which then shows in place of the mask.
 */
export function MaskedValue({ resource, field, id, value }: Props) {
  const auth = useAuth();
  const act = useServerAction();
  const [whole, setWhole] = useState<string | null>(null);
  const [revealing, setRevealing] = useState(false);
  const shown = typeof value === 'string' ? value : '';
  if (whole !== null) return <span className="hcs-masked-value hcs-masked-value--whole">{whole}</span>;
  const permission = resource.reveal?.permission;
  const mayReveal = shown.includes('*') && permission !== undefined && auth.has(permission);
  const reveal = async () => {
    setRevealing(true);
    const answer = await act(revealValue(resource, field, id));
    setRevealing(false);
    if (typeof answer === 'string') setWhole(answer);
  };
  return (
    <span className="hcs-masked-value">
      <span>{shown}</span>
      {mayReveal ? (
        <Button
          type="link"
          size="small"
          loading={revealing}
          aria-label={`查看完整${resource.fields[field]?.label ?? ''}`}
          onClick={(event) => {
            // A row's click (a card, a detail opener) is not a reveal.
            event.stopPropagation();
            void reveal();
          }}
        >
          查看完整
        </Button>
      ) : null}
    </span>
  );
}
