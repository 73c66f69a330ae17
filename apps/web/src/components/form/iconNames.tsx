import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';

const NAME = '清除';

/**
 * The clear icon, named 清除 where antd's own would be read out as "close-circle". App's
 * ConfigProvider gives it to every date and time picker.
 */
export const CLEAR_ICON = <CloseCircleFilled aria-label={NAME} />;

/** `allowClear` of an Input (Input.Search, TextArea): its clear button is named by the icon inside. */
export const INPUT_CLEAR = { clearIcon: CLEAR_ICON };

/**
 * `allowClear` of a Select, TreeSelect or Cascader: its clear button is named 清除 (antd names it
 * "Clear"), and the icon inside it is not read a second time.
 */
export const SELECT_CLEAR = { clearIcon: <CloseCircleFilled aria-hidden />, label: NAME };

/** The search button of every Input.Search (App's ConfigProvider): named 搜索, not the icon's "search". */
export const SEARCH_ICON = <SearchOutlined aria-label="搜索" />;
