import { Select, type SelectProps, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryUserComponentData, type UserComponentRow } from '../../../api/announcement.ts';
import { userLabel } from './userLabel.ts';

/** Debounce of the name search (spec §9: dictionary search 300 ms). */
export const USER_SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 50;

type Props = Omit<SelectProps<string[]>, 'mode' | 'options' | 'showSearch' | 'filterOption' | 'onSearch'>;

/**
 * Users to send an announcement to, searched by real name on the server. Only the newest search's
 * answer is shown; chosen users keep their names while other searches are shown.
 */
export function RecipientSelect({ value, ...rest }: Props) {
  const [results, setResults] = useState<UserComponentRow[]>([]);
  const [known, setKnown] = useState<Record<string, UserComponentRow>>({});
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loaded = useRef(false);

  const remember = useCallback((users: UserComponentRow[]) => {
    if (users.length)
      setKnown((prev) => Object.fromEntries([...Object.entries(prev), ...users.map((u) => [u.id, u])]));
  }, []);

  const load = useCallback(
    (realname: string) => {
      const id = ++latest.current;
      loaded.current = true;
      setLoading(true);
      queryUserComponentData({ realname: realname || undefined, pageNo: 1, pageSize: PAGE_SIZE })
        .then((res) => {
          if (id !== latest.current) return;
          const users = res.success ? (res.result?.records ?? []) : [];
          setResults(users);
          remember(users);
        })
        .catch(() => undefined)
        .finally(() => {
          if (id === latest.current) setLoading(false);
        });
    },
    [remember],
  );

  const search = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => load(text.trim()), USER_SEARCH_DEBOUNCE_MS);
  };

  // Names for the users already chosen when editing.
  const chosen = value ?? [];
  const unnamed = chosen.filter((id) => !known[id]).join(',');
  useEffect(() => {
    if (!unnamed) return;
    const ids = unnamed.split(',');
    let current = true;
    queryUserComponentData({ id: unnamed, pageNo: 1, pageSize: ids.length })
      .then((res) => {
        if (current && res.success) remember((res.result?.records ?? []).filter((u) => ids.includes(u.id)));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [unnamed, remember]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current++;
    },
    [],
  );

  const shown = [
    ...results,
    ...chosen.flatMap((id) => (results.some((u) => u.id === id) ? [] : (known[id] ?? []))),
  ];
  const options = shown.map((u) => ({ value: u.id, label: userLabel(u) }));

  return (
    <Select<string[]>
      {...rest}
      mode="multiple"
      value={chosen}
      options={options}
      showSearch={{ filterOption: false, onSearch: search }}
      onOpenChange={(open) => {
        if (open && !loaded.current) load('');
        rest.onOpenChange?.(open);
      }}
      notFoundContent={loading ? <Spin size="small" /> : '没有查询到任何数据'}
    />
  );
}
