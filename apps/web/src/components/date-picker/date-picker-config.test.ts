import dayjs from 'dayjs';
import localeData from 'dayjs/plugin/localeData';
import { describe, expect, it } from 'vitest';
import { pickerBounds, pickerDayjsLocales } from './date-picker-config';

dayjs.extend(localeData);

describe('date picker settings (spec §9)', () => {
  it.each(pickerDayjsLocales)('weeks start on Monday in %s', (locale) => {
    expect(dayjs().locale(locale).localeData().firstDayOfWeek()).toBe(1);
  });

  it('offers 1 January 1970 to 31 December 2100', () => {
    const { minDate, maxDate } = pickerBounds();
    expect(minDate.format('YYYY-MM-DD')).toBe('1970-01-01');
    expect(maxDate.format('YYYY-MM-DD')).toBe('2100-12-31');
  });
});
