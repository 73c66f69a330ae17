import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface LoginTab {
  key: string;
  label: string;
  content: ReactNode;
}

interface LoginTabsProps {
  tabs: readonly LoginTab[];
  active: string;
  onChange: (key: string) => void;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The login page's ways in as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). Small on
 * purpose: antd's Tabs, with its overflow menu, would add a tenth to the login page's first load.
 * Only the chosen tab's panel is rendered.
 */
export function LoginTabs({ tabs, active, onChange }: LoginTabsProps) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    buttons.current[next]?.focus();
  };

  const current = tabs.find((t) => t.key === active) ?? tabs[0];
  return (
    <>
      <div role="tablist" className="hcs-login-tabs">
        {tabs.map((tab, index) => {
          const selected = tab.key === current?.key;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'hcs-login-tabs__tab hcs-login-tabs__tab--active' : 'hcs-login-tabs__tab'}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div role="tabpanel" id={panelId(current.key)} aria-labelledby={tabId(current.key)}>
          {current.content}
        </div>
      ) : null}
    </>
  );
}
