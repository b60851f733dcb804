import dayjs, { type Dayjs } from 'dayjs';
import {
  callAgainOutcomes,
  yangonOffsetMinutes,
  yangonParts,
  type CallLogCreate,
  type CallOutcome,
  type CallType,
} from '@waypost/domain';

/** A date and time as read on a clock in Yangon (month 1–12): what the picker shows and the clerk picks. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const two = (value: number) => String(value).padStart(2, '0');
const offset = `+${two(Math.floor(yangonOffsetMinutes / 60))}:${two(yangonOffsetMinutes % 60)}`;

/** The instant a Yangon wall-clock time names, as the API takes it (ISO with Yangon's fixed +06:30 offset). */
export function yangonWallClockToIso({ year, month, day, hour, minute }: WallClock): string {
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:00${offset}`;
}

/** The Yangon wall-clock time of an instant (to show it in a picker that knows no time zones). */
export function yangonWallClockOf(at: Date): WallClock {
  const { year, month, day, hour, minute } = yangonParts(at);
  return { year, month, day, hour, minute };
}

/** The call-again time offered first: an hour from now, on the next five minutes (the picker's step). */
export function defaultCallAgain(now: Date): WallClock {
  const step = 5 * 60_000;
  return yangonWallClockOf(new Date(Math.ceil((now.getTime() + 60 * 60_000) / step) * step));
}

/** Whether a picked Yangon wall-clock time is still to come. */
export function isInFuture(wallClock: WallClock, now: Date): boolean {
  return new Date(yangonWallClockToIso(wallClock)).getTime() > now.getTime();
}

/** The attempt the form proposes: the one after the calls made so far (First, Second, then Third). */
export function nextAttempt(callCount: number): CallType {
  if (callCount <= 0) return 'first';
  return callCount === 1 ? 'second' : 'third';
}

/** Whether the outcome asks for a call-again time (No Answer, Busy). */
export function asksCallAgain(outcome: CallOutcome | undefined): boolean {
  return outcome !== undefined && (callAgainOutcomes as readonly CallOutcome[]).includes(outcome);
}

export interface CallFormValues {
  attempt: CallType;
  outcome: CallOutcome;
  phone: string;
  remark?: string | undefined;
  callAgain?: WallClock | null | undefined;
}

/** The request of a filled form: the call-again time only for No Answer and Busy, the remark only when written. */
export function callRequestOf(values: CallFormValues): CallLogCreate {
  const remark = values.remark?.trim();
  return {
    attempt: values.attempt,
    outcome: values.outcome,
    phone: values.phone,
    ...(remark ? { remark } : {}),
    call_again_at: asksCallAgain(values.outcome) && values.callAgain ? yangonWallClockToIso(values.callAgain) : null,
  };
}

/** The picker's value for a Yangon wall-clock time: the same fields in the browser's zone, as the picker reads them. */
export function wallClockToDayjs({ year, month, day, hour, minute }: WallClock): Dayjs {
  return dayjs(new Date(year, month - 1, day, hour, minute));
}

/** The Yangon wall-clock time the picker shows (its fields, whatever the browser's zone). */
export function dayjsToWallClock(value: Dayjs): WallClock {
  return {
    year: value.year(),
    month: value.month() + 1,
    day: value.date(),
    hour: value.hour(),
    minute: value.minute(),
  };
}
