import { tidyVenueInput } from './venue-input';

describe(tidyVenueInput.name, () => {
  it('trims and collapses whitespace in names and address lines; an empty display name takes the name', () => {
    const { values } = tidyVenueInput({
      name: '  The   Grand\tHall ',
      displayName: '',
      addressLine1: ' 12  Argyle\u00a0Square ',
      addressLine2: "King's   Cross",
    });
    expect(values).toEqual({
      name: 'The Grand Hall',
      displayName: 'The Grand Hall',
      addressLine1: '12 Argyle Square',
      addressLine2: "King's Cross",
    });
  });

  it('leaves out what was not given, so a partial update changes only its own columns', () => {
    expect(tidyVenueInput({ descriptionShort: 'Kept as given  ' })).toEqual({
      values: { descriptionShort: 'Kept as given  ' },
      issues: [],
    });
  });

  it.each([
    ['wc1h8as', 'WC1H 8AS'],
    [' sw1a  1aa ', 'SW1A 1AA'],
    ['m1 1ae', 'M1 1AE'],
  ])('stores the postcode %p as %p', (postcode, expected) => {
    expect(tidyVenueInput({ postcode })).toEqual({ values: { postcode: expected }, issues: [] });
  });

  it('keeps a postcode it cannot read, upper-cased, and reports it', () => {
    const result = tidyVenueInput({ postcode: ' not  a postcode ' });
    expect(result.values.postcode).toBe('NOT A POSTCODE');
    expect(result.issues).toEqual([expect.objectContaining({ field: 'postcode', code: 'invalid_postcode' })]);
  });

  it.each([
    ['WWW.GrandHall.Example', 'https://www.grandhall.example'],
    ['http://GrandHall.example/Events?room=1', 'https://grandhall.example/Events?room=1'],
    ['https://www.grandhall.example/', 'https://www.grandhall.example'],
    ['//grandhall.example/about', 'https://grandhall.example/about'],
  ])('stores the website %p as %p', (website, expected) => {
    expect(tidyVenueInput({ website })).toEqual({ values: { website: expected }, issues: [] });
  });

  it('keeps a website it cannot read and reports it', () => {
    const result = tidyVenueInput({ website: 'not a website' });
    expect(result.values.website).toBe('not a website');
    expect(result.issues.map((i) => i.code)).toEqual(['invalid_website']);
  });

  it('lower-cases e-mail addresses and reports one it cannot read', () => {
    expect(tidyVenueInput({ contactEmail: ' Events@GrandHall.EXAMPLE ' }).values.contactEmail).toBe(
      'events@grandhall.example',
    );
    expect(tidyVenueInput({ contactEmail: 'mailto:Sales@X.example' }).values.contactEmail).toBe('sales@x.example');
    expect(tidyVenueInput({ contactEmail: 'events at grand hall' }).issues).toEqual([
      expect.objectContaining({ code: 'invalid_email' }),
    ]);
  });

  it.each([
    ['+44 (0)20 7946 0123', '020 7946 0123'],
    ['02079460123', '020 7946 0123'],
    ['0161-496-0123', '0161 496 0123'],
    ['0044 113 496 0000', '0113 496 0000'],
    ['+447700900123', '07700 900123'],
    ['(01632) 960 123', '01632 960123'],
    ['0800 123 4567', '0800 123 4567'],
    ['0800 123 456', '0800 123 456'],
    ['028 9018 0123', '028 9018 0123'],
  ])('formats the phone number %p as %p', (contactPhone, expected) => {
    expect(tidyVenueInput({ contactPhone })).toEqual({ values: { contactPhone: expected }, issues: [] });
  });

  it.each(['+33 1 23 45 67 89', '12345', '020 7946 012'])('keeps the phone number %p and reports it', (phone) => {
    const result = tidyVenueInput({ contactPhone: phone });
    expect(result.values.contactPhone).toBe(phone);
    expect(result.issues.map((i) => i.code)).toEqual(['invalid_phone']);
  });

  it('stores an emptied contact detail as null', () => {
    expect(tidyVenueInput({ website: ' ', contactEmail: '', contactPhone: '' }).values).toEqual({
      website: null,
      contactEmail: null,
      contactPhone: null,
    });
  });
});
