import {
  VENUE_RULE_MESSAGES as M,
  type VenueData,
  checkDraft,
  checkRegistrationStep,
  checkVenueFields,
  firstFailingStep,
  readVenueData,
  websiteUrl,
} from './venue-rules.js';

const complete: VenueData = {
  name: 'The Grand Hall',
  short_description: 'A light-filled Georgian hall for conferences and dinners, five minutes from the station.',
  description_html: '<p>Three rooms.</p>',
  categories: ['conference-venues', 'banqueting-halls'],
  address: { line1: '1 Queen Street', city: 'leeds', postcode: 'ls1 2ab' },
  capacities: { theatre: 200, banquet: 0, standing: 0 },
  amenities: ['wifi', 'stage'],
  pricing: { day_rate: 1250.5, hour_rate: null, currency: 'GBP' },
  contact: { website: 'grand-hall.co.uk' },
  images: ['/uploads/media/3f/3f2a.png', 'https://cdn.example.com/hall.jpg'],
};

describe('the venue rules the wizard and the api share', () => {
  it('accepts a complete registration: no step fails', () => {
    expect(firstFailingStep(complete)).toBeNull();
  });

  describe('step 1, Basics', () => {
    it.each([
      ['ab', M.name],
      ['x'.repeat(121), M.name],
      ['   ab   ', M.name],
    ])('refuses the name %p', (name, message) => {
      expect(checkRegistrationStep({ ...complete, name }, 0)).toEqual({ name: message });
    });

    it('accepts names of 3 and of 120 characters', () => {
      expect(checkRegistrationStep({ ...complete, name: 'Hub' }, 0)).toEqual({});
      expect(checkRegistrationStep({ ...complete, name: 'x'.repeat(120) }, 0)).toEqual({});
    });

    it('needs a short description of 50 to 240 characters', () => {
      expect(checkRegistrationStep({ ...complete, short_description: 'x'.repeat(49) }, 0)).toEqual({
        short_description: M.shortDescription,
      });
      expect(checkRegistrationStep({ ...complete, short_description: 'x'.repeat(241) }, 0)).toEqual({
        short_description: M.shortDescription,
      });
      expect(checkRegistrationStep({ ...complete, short_description: 'x'.repeat(50) }, 0)).toEqual({});
    });

    it('needs at least one category, and only categories from the list', () => {
      expect(checkRegistrationStep({ ...complete, categories: [] }, 0)).toEqual({ categories: M.categories });
      expect(checkRegistrationStep({ ...complete, categories: ['castles'] }, 0)).toEqual({
        categories: M.unknownCategory,
      });
    });
  });

  describe('step 2, Location', () => {
    it('needs one of the ten cities', () => {
      expect(checkRegistrationStep({ ...complete, address: { ...complete.address, city: 'york' } }, 1)).toEqual({
        'address.city': M.city,
      });
    });

    it.each(['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'EH1 1YZ'])('accepts the postcode %p', (postcode) => {
      expect(checkRegistrationStep({ ...complete, address: { ...complete.address, postcode } }, 1)).toEqual({});
    });

    it.each(['', 'SW1A', '12345', 'SW1A 1AA X'])('refuses the postcode %p', (postcode) => {
      expect(checkRegistrationStep({ ...complete, address: { ...complete.address, postcode } }, 1)).toEqual({
        'address.postcode': M.postcode,
      });
    });
  });

  describe('step 3, Capacity & Amenities', () => {
    it('needs at least one capacity above 0', () => {
      expect(checkRegistrationStep({ ...complete, capacities: { theatre: 0, banquet: 0, standing: 0 } }, 2)).toEqual({
        capacities: M.capacities,
      });
      expect(checkRegistrationStep({ ...complete, capacities: { standing: 40 } }, 2)).toEqual({});
    });

    it('takes whole numbers only', () => {
      expect(checkRegistrationStep({ ...complete, capacities: { theatre: 10.5 } }, 2)).toEqual({
        'capacities.theatre': M.capacity,
      });
      expect(checkRegistrationStep({ ...complete, capacities: { theatre: -1, banquet: 20 } }, 2)).toEqual({
        'capacities.theatre': M.capacity,
      });
    });

    it('leaves pricing and website optional, but checks them when given', () => {
      expect(checkRegistrationStep({ ...complete, pricing: undefined, contact: undefined }, 2)).toEqual({});
      expect(checkRegistrationStep({ ...complete, pricing: { day_rate: -5 } }, 2)).toEqual({
        'pricing.day_rate': M.rate,
      });
      expect(checkRegistrationStep({ ...complete, contact: { website: 'not a website' } }, 2)).toEqual({
        'contact.website': M.website,
      });
    });

    it('takes amenities from the list only', () => {
      expect(checkRegistrationStep({ ...complete, amenities: ['helipad'] }, 2)).toEqual({
        amenities: M.unknownAmenity,
      });
    });
  });

  describe('step 4, Images', () => {
    it('needs at least one image', () => {
      expect(checkRegistrationStep({ ...complete, images: [] }, 3)).toEqual({ images: M.images });
    });

    it('takes uploads and http(s) addresses, nothing else', () => {
      expect(
        checkRegistrationStep({ ...complete, images: ['javascript:alert(1)', 'https://cdn.example.com/a.png'] }, 3),
      ).toEqual({ 'images.0': M.imageUrl });
      expect(checkRegistrationStep({ ...complete, images: ['/uploads/../etc/passwd'] }, 3)).toEqual({
        'images.0': M.imageUrl,
      });
      expect(checkRegistrationStep({ ...complete, images: ['ftp://example.com/a.png'] }, 3)).toEqual({
        'images.0': M.imageUrl,
      });
    });
  });

  it('finds the first failing step in order, so submit can jump back to it', () => {
    expect(firstFailingStep({ ...complete, images: [], address: { city: 'york' } })).toEqual({
      step: 1,
      errors: { 'address.city': M.city, 'address.postcode': M.postcode },
    });
    expect(firstFailingStep({ ...complete, images: [] })).toEqual({ step: 3, errors: { images: M.images } });
  });

  it('checks a field an owner proposes to change with the same rule', () => {
    expect(checkVenueFields({ capacities: { theatre: 0 } }, ['capacities'])).toEqual({ capacities: M.capacities });
    expect(checkVenueFields({ description_html: 'x'.repeat(20_001) }, ['description_html'])).toEqual({
      description_html: M.descriptionHtml,
    });
  });

  describe('a draft', () => {
    it('may be incomplete', () => {
      expect(checkDraft({})).toEqual({});
      expect(checkDraft({ name: 'Gr', capacities: { theatre: 0 }, images: [], categories: [] })).toEqual({});
    });

    it('may not hold what no step would accept', () => {
      expect(
        checkDraft({
          name: 'x'.repeat(121),
          categories: ['castles'],
          capacities: { theatre: 1.5 },
          images: ['javascript:alert(1)'],
          address: { line1: 'x'.repeat(201) },
        }),
      ).toEqual({
        name: M.name,
        categories: M.unknownCategory,
        'capacities.theatre': M.capacity,
        'images.0': M.imageUrl,
        'address.line1': M.addressLine,
      });
    });
  });

  it('reads a website typed without its scheme as https', () => {
    expect(websiteUrl(' grand-hall.co.uk ')).toBe('https://grand-hall.co.uk');
    expect(websiteUrl('http://grand-hall.co.uk')).toBe('http://grand-hall.co.uk');
  });

  describe('reading venue data from a request', () => {
    it('keeps the known fields and drops the rest', () => {
      const { data, errors } = readVenueData({ ...complete, owner_id: 'me', address: { ...complete.address, x: 1 } });
      expect(errors).toEqual({});
      expect(data).toEqual(complete);
    });

    it('names every field of the wrong shape', () => {
      expect(
        readVenueData({
          name: 12,
          categories: 'meeting-rooms',
          address: 'Leeds',
          capacities: { theatre: '200' },
          pricing: { day_rate: 'a lot', currency: 'EUR' },
          images: [1],
        }).errors,
      ).toEqual({
        name: 'name must be text',
        categories: 'categories must be a list of text',
        address: 'address must be an object',
        'capacities.theatre': 'capacities.theatre must be a number',
        'pricing.day_rate': 'pricing.day_rate must be a number',
        'pricing.currency': 'Prices are in GBP',
        images: 'images must be a list of text',
      });
      expect(readVenueData([]).errors).toEqual({ venue_data: 'venue_data must be an object' });
    });
  });
});
