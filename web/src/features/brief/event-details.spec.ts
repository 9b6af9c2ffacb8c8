import { EMPTY_BRIEF_EVENT, type BriefEvent } from '../../lib/brief-store';
import {
  BUDGET_MESSAGE,
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

  it('ignores a layout that is not one of the directory’s', () => {
    expect(check({ layout: 'hovering' }).payload).toBeUndefined();
  });

  it('writes today as a date input does, in the planner’s own time zone', () => {
    expect(localToday(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});
