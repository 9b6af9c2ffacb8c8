import { editDistanceWithin } from './edit-distance';

describe('editDistanceWithin', () => {
  it('counts edits up to the budget, and says "more" beyond it', () => {
    expect(editDistanceWithin('manchster', 'manchester', 2)).toBe(1);
    expect(editDistanceWithin('confrence', 'conference', 2)).toBe(1);
    expect(editDistanceWithin('hotle', 'hotel', 2)).toBe(1); // a swap of neighbours is one typo
    expect(editDistanceWithin('prjoetcor', 'projector', 2)).toBe(2); // two swaps
    expect(editDistanceWithin('prxjcetor', 'projector', 2)).toBe(2); // a wrong letter and a swap
    expect(editDistanceWithin('lxyds', 'leeds', 1)).toBe(2);
    expect(editDistanceWithin('café', 'cafe', 1)).toBe(1);
  });
});
