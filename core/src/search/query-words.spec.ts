import { fewerTerms, queryTerms, swappedNeighbours, typoBudget } from './query-words';

const texts = (query: string) => queryTerms(query).map((term) => term.text);

describe(queryTerms.name, () => {
  it.each([
    ['conference venues in Leeds for 80', ['conference', 'leeds', '80']],
    ['hotel near Kings Cross', ['hotel', 'kings cross']],
    ['The Savoy', ['savoy']],
    ['  wheelchair   access ', ['wheelchair', 'access']],
    ['Near, the venue.', []],
    ['"the old library"', ['old', 'library']],
    ['Café Rouge — Brighton', ['cafe', 'rouge', 'brighton']],
  ])('leaves out stop words, accents and punctuation: %s', (query, expected) => {
    expect(texts(query)).toEqual(expected);
  });

  it('takes a synonym of two words as one term, with the other ways to say it', () => {
    const [av] = queryTerms('av room');
    expect(av).toMatchObject({ text: 'av', synonyms: expect.arrayContaining([['audio', 'visual']]) });
    const [, station] = queryTerms("hotel near King's Cross");
    expect(station).toMatchObject({ text: 'king s cross', synonyms: [['kings', 'cross']], typos: 0 });
    expect(queryTerms('disabled access')[0]).toMatchObject({ synonyms: expect.arrayContaining([['wheelchair']]) });
  });

  it('forgives typos by word length, never in numbers', () => {
    expect(queryTerms('bar hotel conference manchester 12345').map((term) => term.typos)).toEqual([0, 1, 2, 2, 0]);
  });

  it('completes the last word while it is being typed, not after a space', () => {
    expect(queryTerms('boardroom lon').map((term) => term.prefix)).toEqual([false, true]);
    expect(queryTerms('boardroom london ').map((term) => term.prefix)).toEqual([false, false]);
  });
});

describe(fewerTerms.name, () => {
  const texts = (attempts: { text: string }[][]) => attempts.map((terms) => terms.map((term) => term.text));

  it('drops the filler first, then the rarest term left, one at a time, down to one', async () => {
    const venues: Record<string, number> = { looking: 0, hotel: 700, 'kings cross': 40, zzz: 0 };
    const attempts = await fewerTerms(queryTerms('looking for a hotel kings cross zzz'), async (terms) =>
      terms.map((t) => venues[t.text]!),
    );
    expect(texts(attempts)).toEqual([['hotel', 'kings cross', 'zzz'], ['hotel', 'kings cross'], ['hotel']]);
  });

  it('drops a rare word wherever it stands, the later of equals first', async () => {
    const venues: Record<string, number> = { zzz: 0, hotel: 700, leeds: 90, qqq: 0 };
    const attempts = await fewerTerms(queryTerms('zzz hotel leeds qqq'), async (terms) =>
      terms.map((t) => venues[t.text]!),
    );
    expect(texts(attempts)).toEqual([['zzz', 'hotel', 'leeds'], ['hotel', 'leeds'], ['hotel']]);
  });

  it('keeps a query of filler alone as it is', async () => {
    expect(texts(await fewerTerms(queryTerms('looking'), async (terms) => terms.map(() => 0)))).toEqual([]);
  });
});

describe(typoBudget.name, () => {
  it.each([
    ['leed', 0],
    ['leeds', 1],
    ['confrence', 2],
    ['m60', 0],
  ] as const)('%s → %i', (word, typos) => expect(typoBudget(word)).toBe(typos));
});

describe(swappedNeighbours.name, () => {
  it('lists the words one swap of neighbouring letters away', () => {
    expect(swappedNeighbours('hotle')).toEqual(['ohtle', 'htole', 'hotle'.slice(0, 2) + 'lt' + 'e', 'hotel']);
    expect(swappedNeighbours('aab')).toEqual(['aba']);
  });
});
