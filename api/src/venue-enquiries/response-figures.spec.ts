import { describeWait } from '@venue-finder/contract';
import { redactLinkTokens } from '../kernel/mail/mail-html';
import { figuresOf } from './response-figures';
import { mapPrice } from './venue-enquiry.views';
import type { ProposalRevision } from './venue-enquiry.repository';

const quote = (priceBasis: ProposalRevision['priceBasis'], pricePence: number) =>
  ({ priceBasis, pricePence }) as ProposalRevision;

describe('response figures', () => {
  it('say nothing below 3 settled enquiries', () => {
    expect(
      figuresOf({ venue_id: 'v', settled: 2, answered: 2, within_day: 2, declined: 0, median_seconds: 60 }),
    ).toBeNull();
  });

  it('name the typical wait in words a person uses', () => {
    expect(describeWait(50)).toBe('1 minute');
    expect(describeWait(45 * 60)).toBe('45 minutes');
    expect(describeWait(3 * 3600 + 100)).toBe('3 hours');
    expect(describeWait(5 * 86400)).toBe('5 days');
  });

  it('make a Top Responder of ≥ 90 % answered within 24 hours over ≥ 10, no more than half declined', () => {
    const row = { venue_id: 'v', settled: 10, answered: 9, within_day: 9, declined: 5, median_seconds: 3 * 3600 };
    expect(figuresOf(row)).toEqual({
      enquiries: 10,
      answered_share: 0.9,
      median_answer_seconds: 10800,
      answers_within_text: 'Usually answers within 3 hours',
      answered_text: 'Answers 9 in 10 enquiries',
      top_responder: true,
    });
    expect(figuresOf({ ...row, declined: 6 })?.top_responder).toBe(false);
    expect(figuresOf({ ...row, within_day: 8 })?.top_responder).toBe(false);
    expect(figuresOf({ ...row, settled: 9, answered: 9, within_day: 9, declined: 0 })?.top_responder).toBe(false);
  });

  it('keep an honest zero when nothing was answered', () => {
    expect(
      figuresOf({ venue_id: 'v', settled: 3, answered: 0, within_day: 0, declined: 0, median_seconds: null }),
    ).toMatchObject({
      answered_share: 0,
      median_answer_seconds: null,
      answers_within_text: null,
      answered_text: 'Answers 0 in 10 enquiries',
    });
  });
});

describe('a proposal’s price for the side-by-side table', () => {
  it('works out the total and the price per delegate from the quote and the guests', () => {
    expect(mapPrice(quote('per_delegate', 6550), 80)).toEqual({
      basis: 'per_delegate',
      amount_gbp: 65.5,
      total_gbp: 5240,
      per_delegate_gbp: 65.5,
    });
    expect(mapPrice(quote('total', 480000), 80)).toMatchObject({ total_gbp: 4800, per_delegate_gbp: 60 });
    expect(mapPrice(quote('day_rate', 150000), null)).toMatchObject({ total_gbp: 1500, per_delegate_gbp: null });
    expect(mapPrice(quote('per_delegate', 6550), null)).toMatchObject({ total_gbp: null, per_delegate_gbp: 65.5 });
  });
});

describe('a mail’s links in a log or a sent copy', () => {
  it('never carries a planner’s token', () => {
    const token = 'Q'.repeat(43);
    expect(redactLinkTokens(`http://localhost:3000/v2/proposals/${token}`)).toBe(
      'http://localhost:3000/v2/proposals/[redacted]',
    );
    expect(redactLinkTokens('http://localhost:3000/v2/venue/the-savoy')).toBe(
      'http://localhost:3000/v2/venue/the-savoy',
    );
  });
});
