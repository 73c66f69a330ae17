import { SearchOutlined } from '@ant-design/icons';
import { Modal, type RefSelectProps, Select } from 'antd';
import { type Ref, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AppRoute } from '../../app/router/buildRoutes.ts';
import { isIframePage } from '../../app/router/routeKind.ts';
import { externalTarget } from '../../layouts/main/menuItems.tsx';
import { searchableRoutes } from './menuSearchOptions.ts';
import './MenuSearch.css';

const LABEL = '搜索菜单';

interface MenuSearchProps {
  routes: readonly AppRoute[];
  /** On a phone the search is an icon button opening a modal. */
  mobile: boolean;
}

/** The header's menu search: a searchable select over the menu entries the user may open. */
export function MenuSearch({ routes, mobile }: MenuSearchProps) {
  const [modalOpen, setModalOpen] = useState(false);
  const select = useRef<RefSelectProps>(null);
  if (!mobile) return <MenuSearchSelect routes={routes} />;
  return (
    <>
      <button
        type="button"
        className="hcs-header__action"
        aria-label={LABEL}
        aria-haspopup="dialog"
        onClick={() => setModalOpen(true)}
      >
        <SearchOutlined />
      </button>
      <Modal
        title={LABEL}
        open={modalOpen}
        footer={null}
        onCancel={() => setModalOpen(false)}
        // Once the dialog has placed its own focus, the search takes it (typing can start at once).
        afterOpenChange={(open) => open && select.current?.focus()}
        destroyOnHidden
      >
        <MenuSearchSelect
          routes={routes}
          selectRef={select}
          openAtOnce
          onChosen={() => setModalOpen(false)}
        />
      </Modal>
    </>
  );
}

interface MenuSearchSelectProps {
  routes: readonly AppRoute[];
  selectRef?: Ref<RefSelectProps>;
  /** Shows the options as soon as the select appears (in the phone's dialog). */
  openAtOnce?: boolean;
  onChosen?: () => void;
}

function MenuSearchSelect({ routes, selectRef, openAtOnce = false, onChosen }: MenuSearchSelectProps) {
  const navigate = useNavigate();
  const id = useId();
  const entries = useMemo(() => searchableRoutes(routes), [routes]);
  const options = useMemo(
    () => entries.map((route) => ({ value: route.path, label: route.meta.title })),
    [entries],
  );

  const choose = (path: string) => {
    const route = entries.find((entry) => entry.path === path);
    if (!route) return;
    const external = externalTarget(route);
    if (external) window.open(external, '_blank', 'noopener,noreferrer');
    // An embedded page gets its whole route along, so the frame knows what to show.
    else if (isIframePage(route))
      navigate(route.path, { state: { title: route.meta.title, url: route.meta.url } });
    else navigate(route.path);
    onChosen?.();
  };

  // The option list itself (role listbox) scrolls, not a wrapper around it (see MenuSearch.css), so
  // the active option is brought into view here as the arrow keys move through the list.
  const revealActive = () =>
    requestAnimationFrame(() =>
      document
        .getElementById(`${id}_list`)
        ?.querySelector('.ant-select-item-option-active')
        ?.scrollIntoView({ block: 'nearest' }),
    );

  return (
    <Select<string>
      ref={selectRef}
      id={id}
      className="hcs-menu-search"
      aria-label={LABEL}
      placeholder={LABEL}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      value={null}
      onChange={choose}
      suffixIcon={<SearchOutlined />}
      notFoundContent="没有查询到任何数据"
      defaultOpen={openAtOnce}
      popupMatchSelectWidth={false}
      virtual={false}
      listHeight={0}
      onActive={revealActive}
      classNames={{ popup: { root: 'hcs-menu-search-popup' } }}
    />
  );
}
