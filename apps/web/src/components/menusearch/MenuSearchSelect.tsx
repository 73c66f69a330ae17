import { SearchOutlined } from '@ant-design/icons';
import { Modal, type RefSelectProps, Select } from 'antd';
import { type Ref, useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { AppRoute } from '../../app/router/buildRoutes.ts';

// The header's menu search as antd draws it: loaded when first wanted (see MenuSearch.tsx), so a page
// that never searches does not load antd's Select. It imports nothing of the app's own (only types), so
// that the layout's modules stay together in their chunk instead of being split out to be shared.

export interface MenuSearchSelectProps {
  /** 搜索菜单: the select's label and placeholder. */
  label: string;
  entries: readonly AppRoute[];
  onChoose(route: AppRoute): void;
  selectRef?: Ref<RefSelectProps>;
  /** Shows the options as soon as the select appears. */
  openAtOnce?: boolean;
  /** Takes the focus as it appears (it replaces the placeholder that had it). */
  focusAtOnce?: boolean;
  /** What was typed into the placeholder before the select was loaded: searched for at once. */
  initialSearch?: string;
}

/** Types `text` into an input as a person would, so the select searches for it (React sees an input event). */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A searchable select over the menu entries the user may open. */
export function MenuSearchSelect({
  label,
  entries,
  onChoose,
  selectRef,
  openAtOnce = false,
  focusAtOnce = false,
  initialSearch = '',
}: MenuSearchSelectProps) {
  const id = useId();
  const options = useMemo(
    () => entries.map((route) => ({ value: route.path, label: route.meta.title })),
    [entries],
  );
  const takeOver = useRef({ focusAtOnce, initialSearch });

  // Before the first paint, the select takes over from the placeholder: its focus and its text.
  useLayoutEffect(() => {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement)) return;
    if (takeOver.current.focusAtOnce) input.focus();
    if (takeOver.current.initialSearch) typeInto(input, takeOver.current.initialSearch);
  }, [id]);

  const choose = (path: string) => {
    const route = entries.find((entry) => entry.path === path);
    if (route) onChoose(route);
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
      aria-label={label}
      placeholder={label}
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

interface MenuSearchModalProps {
  label: string;
  open: boolean;
  entries: readonly AppRoute[];
  onChoose(route: AppRoute): void;
  onClose(): void;
}

/** The phone's menu search: the select in a dialog, its options open and typing possible at once. */
export function MenuSearchModal({ label, open, entries, onChoose, onClose }: MenuSearchModalProps) {
  const select = useRef<RefSelectProps>(null);
  return (
    <Modal
      title={label}
      open={open}
      footer={null}
      onCancel={onClose}
      // Once the dialog has placed its own focus, the search takes it (typing can start at once).
      afterOpenChange={(shown) => shown && select.current?.focus()}
      destroyOnHidden
    >
      <MenuSearchSelect
        label={label}
        entries={entries}
        selectRef={select}
        openAtOnce
        onChoose={(route) => {
          onChoose(route);
          onClose();
        }}
      />
    </Modal>
  );
}
