import { EMPTY_BRIEF_EVENT, EMPTY_BRIEF_PLANNER, type BriefEvent } from '../../lib/brief-store';
import {
  BUDGET_FOR_GUESTS_MESSAGE,
  BUDGET_MESSAGE,
  DAYS_MESSAGE,
  END_BEFORE_START_MESSAGE,
  PHONE_MESSAGE,
  TIME_MESSAGE,
  checkPlanner,
  EVENT_DATE_FORMAT_MESSAGE,
  EVENT_DATE_PAST_MESSAGE,
  GUESTS_MESSAGE,
  checkEventDetails,
} from './event-details';
import { localToday } from '../../lib/calendar-day';

const TODAY = '2026-11-27';
const check = (event: Partial<BriefEvent>) => checkEventDetails({ ...EMPTY_BRIEF_EVENT, ...event }, TODAY);

describe('The event details of a brief', () => {
  it('sends nothing when nothing was typed: the event is optional', () => {
    expect(check({})).toEqual({ payload: undefined, errors: {} });
  });

  it('sends what was typed, as the api takes it', () => {
    expect(
      check({ date: '2027-03-18', dateFlexible: true, guests: ' 80 ', layout: 'u_shape', budget: '£6,500.50' }),
    ).toEqual({
      payload: { date: '2027-03-18', date_flexible: true, guests: 80, layout: 'u_shape', budget_gbp: 6500.5 },
      errors: {},
    });
  });

  it('takes today, and refuses a date that has passed or is not a day of the calendar', () => {
    expect(check({ date: TODAY }).payload).toEqual({ date: TODAY });
    expect(check({ date: '2026-11-26' }).errors).toEqual({ date: EVENT_DATE_PAST_MESSAGE });
    expect(check({ date: '2027-02-30' }).errors).toEqual({ date: EVENT_DATE_FORMAT_MESSAGE });
  });

  it('refuses guests that are not a whole number from 1 to 100,000', () => {
    for (const guests of ['0', '-5', '12.5', '100001', 'eighty'])
      expect(check({ guests }).errors).toEqual({ guests: GUESTS_MESSAGE });
    expect(check({ guests: '100000' }).payload).toEqual({ guests: 100_000 });
  });

  it('refuses a budget that is not an amount in pounds from £1 to £10,000,000', () => {
    for (const budget of ['0', '-100', '12.345', '10000001', 'lots'])
      expect(check({ budget }).errors).toEqual({ budget: BUDGET_MESSAGE });
  });

  it('sends the type, times and days as the api takes them', () => {
    expect(check({ type: 'conference', startTime: '09:00', endTime: '17:30', days: '2' }).payload).toEqual({
      type: 'conference',
      start_time: '09:00',
      end_time: '17:30',
      days: 2,
    });
    expect(check({ type: 'rave' }).payload).toBeUndefined();
  });

  it('refuses an end before the start, a time that is not one, and days out of range', () => {
    expect(check({ startTime: '17:00', endTime: '09:00' }).errors).toEqual({ endTime: END_BEFORE_START_MESSAGE });
    expect(check({ startTime: '17:00', endTime: '17:00' }).errors).toEqual({ endTime: END_BEFORE_START_MESSAGE });
    expect(check({ startTime: '9am' }).errors).toEqual({ startTime: TIME_MESSAGE });
    for (const days of ['0', '15', '1.5', 'two']) expect(check({ days }).errors).toEqual({ days: DAYS_MESSAGE });
  });

  it('refuses 10,000 guests on a £1 budget', () => {
    expect(check({ guests: '10000', budget: '1' }).errors).toEqual({ budget: BUDGET_FOR_GUESTS_MESSAGE });
    expect(check({ guests: '10000', budget: '10000' }).errors).toEqual({});
  });

  it('sends who the planner is when they said, and refuses a phone that is not a number', () => {
    expect(checkPlanner(EMPTY_BRIEF_PLANNER)).toEqual({ payload: undefined, errors: {} });
    expect(checkPlanner({ name: ' Sam Patel ', phone: '020 7946 0000', organisation: '' })).toEqual({
      payload: { name: 'Sam Patel', phone: '020 7946 0000' },
      errors: {},
    });
    expect(checkPlanner({ ...EMPTY_BRIEF_PLANNER, phone: 'call me' }).errors).toEqual({ phone: PHONE_MESSAGE });
  });

  it('ignores a layout that is not one of the directory’s', () => {
    expect(check({ layout: 'hovering' }).payload).toBeUndefined();
  });

  it('writes today as a date input does, in the planner’s own time zone', () => {
    expect(localToday(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});
