import { slugify, venueSlug } from './venue-slug';

describe(slugify.name, () => {
  it('makes kebab-case out of names with punctuation', () => {
    expect(slugify("St George's Hall & Gardens")).toBe('st-georges-hall-and-gardens');
    expect(slugify('DoubleTree by Hilton Leeds - City Centre')).toBe('doubletree-by-hilton-leeds-city-centre');
    expect(slugify('Café Zürich')).toBe('cafe-zurich');
  });
});

describe(venueSlug.name, () => {
  it('adds the city unless the name already says it', () => {
    expect(venueSlug('The Grand Hall', 'leeds')).toBe('the-grand-hall-leeds');
    expect(venueSlug('Hilton Manchester Deansgate', 'manchester')).toBe('hilton-manchester-deansgate');
  });
});
