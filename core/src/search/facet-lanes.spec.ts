import { CORN_EXCHANGE, HILTON, SAVOY, fixtureDocuments } from '../../../tests/support/search-fixtures';
import { FACET_LANES, MAX_LANE_COUNT, decodeFacetLanes, encodeFacetLanes } from './facet-lanes';
import { buildSearchDocument } from './search-document';

describe('facet lanes', () => {
  const sum = (docs: ReturnType<typeof fixtureDocuments>) =>
    docs.reduce((total, doc) => total + BigInt(encodeFacetLanes(doc)), 0n).toString();

  it('gives every facet value its own lane', () => {
    const keys = FACET_LANES.map((lane) => `${lane.facet}:${lane.value}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('decodes one venue into exactly its facet values', () => {
    const facets = decodeFacetLanes(encodeFacetLanes(buildSearchDocument(HILTON)));
    expect(facets.city).toEqual({ manchester: 1 });
    expect(facets.chain).toEqual({ hilton: 1 });
    expect(facets.bedroom_facilities).toEqual({ ensuite: 1, double_bed: 1, tv: 1, desk: 1 });
    expect(facets.capacity).toEqual({ '10': 1, '26': 1, '50': 1, '100': 1, '250': 1, '500': 1 });
  });

  it('turns the sum of many venues into their counts', () => {
    const facets = decodeFacetLanes(sum(fixtureDocuments()));
    expect(facets.city).toEqual({ london: 3, manchester: 1, edinburgh: 1, leeds: 1 });
    expect(facets.styles.heritage).toBe(2);
    expect(facets.accessibility.wheelchair_accessible).toBe(3);
  });

  it('keeps lanes apart up to the largest count a lane holds', () => {
    const savoy = BigInt(encodeFacetLanes(buildSearchDocument(SAVOY)));
    const exchange = BigInt(encodeFacetLanes(buildSearchDocument(CORN_EXCHANGE)));
    const facets = decodeFacetLanes((savoy * BigInt(MAX_LANE_COUNT - 1) + exchange).toString());
    expect(facets.styles.heritage).toBe(MAX_LANE_COUNT);
    expect(facets.city).toEqual({ london: MAX_LANE_COUNT - 1, leeds: 1 });
  });

  it('reads no sum as no counts', () => {
    expect(decodeFacetLanes(null).city).toEqual({});
  });
});
