import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { multiSelectLimits, multiSelectEmptyText } from './multi-select-limits';

/**
 * The app's multiselect (spec §8, §9): "No elements found. Consider changing the search query." when a search matches
 * nothing, "List is empty." when there is nothing to choose; at most 1000 options shown, a list 300 px high of 40 px
 * rows. Props pass to Ant Design's Select in multiple mode.
 */
export function MultiSelect<Value>(props: Omit<SelectProps<Value[]>, 'mode'>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const options = (props.options ?? []).slice(0, multiSelectLimits.options);
  const searchConfig = typeof props.showSearch === 'object' ? props.showSearch : {};
  return (
    <Select<Value[]>
      listHeight={multiSelectLimits.listHeight}
      listItemHeight={multiSelectLimits.optionHeight}
      {...props}
      mode="multiple"
      options={options}
      notFoundContent={t(multiSelectEmptyText(search, options.length))}
      showSearch={{
        ...searchConfig,
        onSearch: (text) => {
          setSearch(text);
          searchConfig.onSearch?.(text);
        },
      }}
      onBlur={(event) => {
        setSearch('');
        props.onBlur?.(event);
      }}
    />
  );
}
