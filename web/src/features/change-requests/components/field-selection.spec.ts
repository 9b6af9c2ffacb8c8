import { EMPTY_SELECTION, choose, selectedCount, warningsOf } from './field-selection';

describe('choosing fields to approve or reject', () => {
  it('puts a field in the list chosen', () => {
    expect(choose(EMPTY_SELECTION, 'pricing', 'approve')).toEqual({ approve: ['pricing'], reject: [] });
  });

  it('moves a field from one list to the other: never in both', () => {
    const approved = choose(EMPTY_SELECTION, 'pricing', 'approve');
    expect(choose(approved, 'pricing', 'reject')).toEqual({ approve: [], reject: ['pricing'] });
  });

  it('clears a field chosen again', () => {
    const rejected = choose(EMPTY_SELECTION, 'images', 'reject');
    expect(choose(rejected, 'images', 'reject')).toEqual(EMPTY_SELECTION);
  });

  it('counts what is selected', () => {
    const selection = choose(choose(EMPTY_SELECTION, 'pricing', 'approve'), 'images', 'reject');
    expect(selectedCount(selection)).toBe(2);
  });
});

describe('warning chips', () => {
  it('flags links and more than five images', () => {
    expect(warningsOf({ description_html: '<p>See www.example.com</p>' })).toEqual(['External Links']);
    expect(warningsOf({ contact: { website: 'https://example.co.uk' } })).toEqual(['External Links']);
    expect(warningsOf({ images: ['/uploads/media/a.png', '/uploads/media/b.png'] })).toEqual([]);
    expect(warningsOf({ images: Array.from({ length: 6 }, (_, i) => `/uploads/media/${i}.png`) })).toEqual([
      'Many Images',
    ]);
    expect(warningsOf({ pricing: { day_rate: 900 } })).toEqual([]);
  });
});
