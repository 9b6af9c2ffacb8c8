import { clockMoments } from './clock-moments';

describe('the moments the suites are run at', () => {
  it('are the next midnight, 07:00 and both British Summer Time changes, 30 s (or 1 s) before', () => {
    const moments = clockMoments(new Date('2026-12-06T05:57:00Z')).map((moment) => moment.at.toISOString());
    expect(moments).toEqual([
      '2026-12-06T23:59:30.000Z',
      '2026-12-06T06:59:59.000Z',
      '2027-03-28T00:59:30.000Z',
      '2027-10-31T00:59:30.000Z',
    ]);
  });

  it('move to the next day, or year, once the moment has passed', () => {
    const moments = clockMoments(new Date('2027-10-31T07:00:00Z')).map((moment) => moment.at.toISOString());
    expect(moments).toEqual([
      '2027-10-31T23:59:30.000Z',
      '2027-11-01T06:59:59.000Z',
      '2028-03-26T00:59:30.000Z',
      '2028-10-29T00:59:30.000Z',
    ]);
  });
});
