import { MAX_BRIEF_VENUES } from '@venue-finder/contract';
import { mergeNotice, mergeShortlist, shortlistChanges } from './shortlist-merge';

const venues = (count: number, prefix = 'venue') => Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);

describe('merging the browser’s brief into a saved shortlist', () => {
  it('adds the browser’s venues the shortlist lacks, after the account’s, each once', () => {
    expect(mergeShortlist(['a', 'b'], ['c', 'b', 'd', 'c'])).toEqual({ toAdd: ['c', 'd'], overflow: [] });
  });

  it('adds nothing when merged again: the union is already there', () => {
    const account = ['a', 'b'];
    const { toAdd } = mergeShortlist(account, ['b', 'c']);
    expect(mergeShortlist([...account, ...toAdd], ['b', 'c'])).toEqual({ toAdd: [], overflow: [] });
  });

  it('takes an empty browser brief or an empty account as they are', () => {
    expect(mergeShortlist(['a'], [])).toEqual({ toAdd: [], overflow: [] });
    expect(mergeShortlist([], ['a', 'b'])).toEqual({ toAdd: ['a', 'b'], overflow: [] });
  });

  it(`drops nothing over the cap of ${MAX_BRIEF_VENUES}: what does not fit is set aside in groups that fit`, () => {
    const account = venues(MAX_BRIEF_VENUES - 2, 'account');
    const browser = venues(MAX_BRIEF_VENUES + 5, 'browser');
    const { toAdd, overflow } = mergeShortlist(account, browser);
    expect(toAdd).toEqual(browser.slice(0, 2));
    expect(overflow).toEqual([browser.slice(2, MAX_BRIEF_VENUES + 2), browser.slice(MAX_BRIEF_VENUES + 2)]);
    expect([...toAdd, ...overflow.flat()].sort()).toEqual([...browser].sort());
  });

  it('sets every new venue aside when the shortlist is full', () => {
    expect(mergeShortlist(['a', 'b'], ['b', 'c'], 2)).toEqual({ toAdd: [], overflow: [['c']] });
  });

  it('tells the planner where the venues that did not fit went, and says nothing when all fitted', () => {
    expect(mergeNotice('Summer party', [['c']], 'From this browser')).toBe(
      `1 venue from this browser did not fit in “Summer party”, which can hold at most ${MAX_BRIEF_VENUES}: ` +
        'we kept it in a new shortlist, “From this browser”.',
    );
    expect(mergeNotice('Summer party', [['c', 'd'], ['e']], 'From this browser')).toBe(
      `3 venues from this browser did not fit in “Summer party”, which can hold at most ${MAX_BRIEF_VENUES}: ` +
        'we kept them in 2 new shortlists, “From this browser”.',
    );
    expect(mergeNotice('Summer party', [], 'From this browser')).toBeNull();
  });
});

describe('keeping the account in step with the brief', () => {
  it('adds what the brief gained and removes what it lost', () => {
    expect(shortlistChanges(['a', 'b', 'c'], ['a', 'c', 'd'])).toEqual({ added: ['d'], removed: ['b'] });
    expect(shortlistChanges(['a'], ['a'])).toEqual({ added: [], removed: [] });
  });
});
