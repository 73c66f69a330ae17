import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { type ReactNode, useId, useState } from 'react';

interface Props {
  /** The button's text while closed, e.g. 展开下级 or 明细; the count follows it. */
  label: string;
  /** The button's text while open (default `label`), e.g. 收起下级. */
  openLabel?: string;
  /** The card's record in the button's and the part's accessible names (展开下级 (2)“根”). */
  name: string;
  /** How many there are; undefined while they load. Nothing to show (0) leaves the button disabled. */
  count: number | undefined;
  /** Why they could not be loaded. */
  problem?: string | undefined;
  /** The part, mounted only while it is open. */
  children: ReactNode;
}

/**
 * A card's part that opens under it (a phone's card of a row the table would expand): a button that says
 * how many there are and whether they show, and the part it controls, indented under the card.
 */
export function CardExpander({ label, openLabel = label, name, count, problem, children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const text = `${open ? openLabel : label}${count === undefined ? '' : ` (${count})`}`;
  return (
    <div className="hcs-card-expander">
      {problem ? <Alert type="error" showIcon message={problem} /> : null}
      <Button
        block
        size="large"
        className="hcs-card-expander__toggle"
        icon={open ? <UpOutlined /> : <DownOutlined />}
        iconPlacement="end"
        loading={count === undefined && !problem}
        disabled={count === 0 || Boolean(problem)}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={`${text}“${name}”`}
        onClick={() => setOpen(!open)}
      >
        {text}
      </Button>
      {open ? (
        <section id={id} className="hcs-card-expander__part" aria-label={`${label}：${name}`}>
          {children}
        </section>
      ) : null}
    </div>
  );
}
