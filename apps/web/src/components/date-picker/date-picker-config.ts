import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/my';
import 'dayjs/locale/zh-cn';
import updateLocale from 'dayjs/plugin/updateLocale';

/** Spec §9: date pickers offer the years 1970–2100 and start weeks on Monday, in every language. */
export const pickerYearRange = { first: 1970, last: 2100 } as const;

/** The dayjs locales Ant Design picks for en_US, my_MM and zh_CN (and which this module loads). */
export const pickerDayjsLocales = ['en', 'my', 'zh-cn'] as const;

dayjs.extend(updateLocale);
for (const locale of pickerDayjsLocales) dayjs.updateLocale(locale, { weekStart: 1 });

/** The first and last day a picker offers. */
export function pickerBounds(): { minDate: Dayjs; maxDate: Dayjs } {
  return {
    minDate: dayjs(new Date(pickerYearRange.first, 0, 1)),
    maxDate: dayjs(new Date(pickerYearRange.last, 11, 31)).endOf('day'),
  };
}
