import { SearchOutlined } from '@ant-design/icons';
import { type ComponentType, lazy, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AppRoute } from '../../app/router/buildRoutes.ts';
import { isIframePage } from '../../app/router/routeKind.ts';
import { externalTarget } from '../../layouts/main/menuItems.tsx';
import { LazyOnce } from '../LazyOnce.tsx';
import type { MenuSearchSelectProps } from './MenuSearchSelect.tsx';
import { MENU_SEARCH_LABEL, matchingEntries, searchableRoutes } from './menuSearchOptions.ts';
import './MenuSearch.css';

// antd's Select (some 20 KB on the wire with its option list) loads when the search is first wanted.
let selectModule: typeof import('./MenuSearchSelect.tsx') | null = null;
const loadSelect = () =>
  import('./MenuSearchSelect.tsx').then((m) => {
    selectModule = m;
    return m;
  });
const MenuSearchModal = lazy(() => loadSelect().then((m) => ({ default: m.MenuSearchModal })));

interface MenuSearchProps {
  routes: readonly AppRoute[];
  /** On a phone the search is an icon button opening a modal. */
  mobile: boolean;
}

/** Opens a menu entry as the menu does: an external one in a new window, an embedded one in its frame. */
function useOpenEntry() {
  const navigate = useNavigate();
  return (route: AppRoute) => {
    const external = externalTarget(route);
    if (external) window.open(external, '_blank', 'noopener,noreferrer');
    // An embedded page gets its whole route along, so the frame knows what to show.
    else if (isIframePage(route))
      navigate(route.path, { state: { title: route.meta.title, url: route.meta.url } });
    else navigate(route.path);
  };
}

/** The header's menu search: a searchable select over the menu entries the user may open. */
export function MenuSearch({ routes, mobile }: MenuSearchProps) {
  const [modalOpen, setModalOpen] = useState(false);
  const entries = useMemo(() => searchableRoutes(routes), [routes]);
  const openEntry = useOpenEntry();
  if (!mobile) return <DesktopMenuSearch entries={entries} onChoose={openEntry} />;
  return (
    <>
      <button
        type="button"
        className="hcs-header__action"
        aria-label={MENU_SEARCH_LABEL}
        aria-haspopup="dialog"
        onClick={() => setModalOpen(true)}
      >
        <SearchOutlined />
      </button>
      <LazyOnce when={modalOpen}>
        <MenuSearchModal
          label={MENU_SEARCH_LABEL}
          open={modalOpen}
          entries={entries}
          onChoose={openEntry}
          onClose={() => setModalOpen(false)}
        />
      </LazyOnce>
    </>
  );
}

interface Loaded {
  Select: ComponentType<MenuSearchSelectProps>;
  /** Whether the placeholder still had the focus, and its options were asked for, when the select came. */
  focus: boolean;
  open: boolean;
}

/**
 * Until antd's Select is loaded, a placeholder drawn like it stands in its place: a labelled combobox
 * in the tab order that takes typing. Focusing or pressing it loads the select, which then takes its
 * place with the focus, the text typed so far and, when it was pressed (or an arrow key asked), its
 * options open. Enter before then opens the first matching entry, as the select would.
 */
function DesktopMenuSearch({ entries, onChoose }: Pick<MenuSearchSelectProps, 'entries' | 'onChoose'>) {
  // Once loaded, a search shown again (the header drawn anew) is the select at once.
  const [loaded, setLoaded] = useState<Loaded | null>(() =>
    selectModule ? { Select: selectModule.MenuSearchSelect, focus: false, open: false } : null,
  );
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  const openWanted = useRef(false);
  // Chinese is typed through an input method: the select does not take over in the middle of a word.
  const composing = useRef(false);
  const arrived = useRef<ComponentType<MenuSearchSelectProps> | null>(null);

  const takeOver = () => {
    const Select = arrived.current;
    if (!Select || composing.current) return;
    const focus = document.activeElement === input.current;
    setLoaded({ Select, focus, open: focus && openWanted.current });
  };
  const want = (open: boolean) => {
    openWanted.current ||= open;
    if (loading.current) return;
    loading.current = true;
    loadSelect().then(
      (m) => {
        arrived.current = m.MenuSearchSelect;
        takeOver();
      },
      () => {
        // Offline for a moment: the next focus tries again.
        loading.current = false;
      },
    );
  };

  if (loaded)
    return (
      <loaded.Select
        label={MENU_SEARCH_LABEL}
        entries={entries}
        onChoose={onChoose}
        openAtOnce={loaded.open}
        focusAtOnce={loaded.focus}
        initialSearch={text}
      />
    );
  return (
    <span className="hcs-menu-search-stub">
      <input
        ref={input}
        className="hcs-menu-search-stub__input"
        role="combobox"
        aria-label={MENU_SEARCH_LABEL}
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={MENU_SEARCH_LABEL}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
          takeOver();
        }}
        onPointerDown={() => want(true)}
        onFocus={() => want(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') want(true);
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          const first = text ? matchingEntries(entries, text)[0] : undefined;
          if (!first) {
            want(true);
            return;
          }
          setText('');
          onChoose(first);
        }}
      />
      <SearchOutlined className="hcs-menu-search-stub__icon" />
    </span>
  );
}
