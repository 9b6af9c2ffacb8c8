import { MAX_PRICE_GBP, PROPOSAL_MESSAGES, checkProposal, priceMessage, type ProposalDraft } from './proposal-draft';

const TODAY = '2026-11-27';
const draft = (change: Partial<ProposalDraft> = {}): ProposalDraft => ({
  room: 'The Lancaster Room',
  layout: 'theatre',
  capacity: '120',
  dates: ['2027-03-18'],
  priceBasis: 'total',
  price: '6,500',
  inclusions: ['catering', 'av'],
  validUntil: '2026-12-31',
  holdDays: '10',
  message: '  Lunch included.  ',
  document: null,
  ...change,
});

describe('A proposal as the owner types it', () => {
  it('becomes the request the api takes', () => {
    expect(checkProposal(draft(), TODAY)).toEqual({
      errors: {},
      request: {
        room: 'The Lancaster Room',
        layout: 'theatre',
        capacity: 120,
        dates: ['2027-03-18'],
        price_basis: 'total',
        price_gbp: 6500,
        inclusions: ['catering', 'av'],
        valid_until: '2026-12-31',
        hold_days: 10,
        message: 'Lunch included.',
      },
    });
  });

  it('names every field to change, and sends nothing', () => {
    const checked = checkProposal(
      draft({ room: ' ', layout: '', capacity: '0', dates: ['2026-11-01'], price: '-5', validUntil: TODAY }),
      TODAY,
    );
    expect(checked.request).toBeUndefined();
    expect(checked.errors).toEqual({
      room: PROPOSAL_MESSAGES.room,
      layout: PROPOSAL_MESSAGES.layout,
      capacity: PROPOSAL_MESSAGES.capacity,
      dates: PROPOSAL_MESSAGES.dates,
      price: priceMessage('total'),
      validUntil: PROPOSAL_MESSAGES.validUntil,
    });
  });

  it('refuses a price absurd for its basis: £20,000 per delegate is a slip', () => {
    expect(checkProposal(draft({ priceBasis: 'per_delegate', price: '20000' }), TODAY).errors).toEqual({
      price: 'Please enter the price per delegate in pounds, from £1 to £10,000',
    });
    expect(
      checkProposal(draft({ priceBasis: 'per_delegate', price: String(MAX_PRICE_GBP.per_delegate) }), TODAY).errors,
    ).toEqual({});
  });

  it('refuses the same date offered twice, and leaves out empty date fields', () => {
    expect(checkProposal(draft({ dates: ['2027-03-18', '2027-03-18'] }), TODAY).errors).toEqual({
      dates: PROPOSAL_MESSAGES.datesTwice,
    });
    expect(checkProposal(draft({ dates: ['2027-03-18', ''] }), TODAY).request?.dates).toEqual(['2027-03-18']);
  });
});
