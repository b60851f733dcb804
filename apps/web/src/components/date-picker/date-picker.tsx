import { DatePicker as AntDatePicker, TimePicker, type DatePickerProps, type TimeRangePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import { pickerBounds } from './date-picker-config';

/**
 * Every date picker of the app (spec §9): years 1970–2100, weeks from Monday (set on the dayjs locales by
 * date-picker-config), 24-hour times, hour step 1 and minute step 5. Use these instead of Ant Design's pickers.
 */
export function DatePicker(props: DatePickerProps<Dayjs, false>) {
  return <AntDatePicker {...pickerBounds()} {...props} />;
}

export function RangePicker(props: RangePickerProps) {
  return <AntDatePicker.RangePicker {...pickerBounds()} {...props} />;
}

export function TimeRangePicker(props: TimeRangePickerProps) {
  return <TimePicker.RangePicker format="HH:mm" hourStep={1} minuteStep={5} {...props} />;
}
