import { badgesFor, checklistFor, nextTier, pointsFor, tierOf } from './verification-programme.js';

const venue = {
  capacities: { theatre: 200, banquet: 120, boardroom: null, standing: 0 },
  accessibility: { wheelchair_accessible: true, lift: true, hearing_loop: false },
  equipment: ['projector', 'video_conferencing'],
  amenities: ['wifi', 'catering'],
};

describe('the verification programme', () => {
  const checklist = checklistFor(venue);

  it('asks a venue to prove what it claims, and nothing else', () => {
    expect(checklist.map((c) => [c.id, c.points_per_item, c.items.length])).toEqual([
      ['spaces', 20, 2],
      ['accessibility', 25, 2],
      ['av', 10, 2],
      ['catering', 15, 2],
      ['arrival', 10, 2],
    ]);
    expect(checklist[0]!.items).toEqual([
      'Photo of a room set theatre style for 200 guests',
      'Photo of a room set banquet style for 120 guests',
    ]);
    expect(checklist[2]!.items[1]).toBe('Photo of the video conferencing');
    expect(checklistFor({ capacities: {}, accessibility: {}, equipment: [], amenities: ['parking'] })).toEqual([
      {
        id: 'arrival',
        name: 'Transport and arrival',
        points_per_item: 10,
        items: [
          'Photo of the entrance from the street',
          'Photo of the reception or welcome desk',
          'Photo of the car park',
        ],
      },
    ]);
  });

  it('gives tiers at 50, 120 and 200 points, and says what the next one needs', () => {
    expect([0, 49, 50, 119, 120, 199, 200, 900].map(tierOf)).toEqual([
      'bronze',
      'bronze',
      'silver',
      'silver',
      'gold',
      'gold',
      'platinum',
      'platinum',
    ]);
    expect(nextTier(0)).toEqual({ name: 'silver', points_needed: 50 });
    expect(nextTier(130)).toEqual({ name: 'platinum', points_needed: 70 });
    expect(nextTier(200)).toBeNull();
  });

  it('counts points for items still on the checklist', () => {
    const verified = [
      { category_id: 'spaces', item_index: 0 },
      { category_id: 'accessibility', item_index: 1 },
      { category_id: 'spaces', item_index: 7 }, // a layout the venue no longer states
    ];
    expect(pointsFor(checklist, verified)).toBe(45);
  });

  it('awards badges for the first item, each category completed, everything, and tiers', () => {
    expect(badgesFor(checklist, [], 0)).toEqual([]);
    expect(badgesFor(checklist, [{ category_id: 'av', item_index: 0 }], 10)).toEqual(['first_verification']);
    const all = checklist.flatMap((c) => c.items.map((_, item_index) => ({ category_id: c.id, item_index })));
    expect(badgesFor(checklist, all, pointsFor(checklist, all))).toEqual([
      'first_verification',
      'category_complete:spaces',
      'category_complete:accessibility',
      'category_complete:av',
      'category_complete:catering',
      'category_complete:arrival',
      'all_complete',
      'tier:silver',
      'tier:gold',
    ]);
  });
});
