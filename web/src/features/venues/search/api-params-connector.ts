// An InstantSearch connector for the search parameters no built-in widget models: the postcode
// (near), its radius and the budget's unit. They live in the index UI state under `apiParams`
// and travel to the search client as plain search parameters of the same names.
import type { PlainSearchParameters } from 'algoliasearch-helper';
import type { Connector } from 'instantsearch.js';
import { useConnector } from 'react-instantsearch';
import type { BudgetUnit, RadiusKm } from '@venue-finder/contract';

export interface ApiParams {
  near?: string;
  radius_km?: RadiusKm;
  budget_unit?: BudgetUnit;
}
export const API_PARAM_NAMES = ['near', 'radius_km', 'budget_unit'] as const satisfies readonly (keyof ApiParams)[];

export type ApiParamsUiState = {
  apiParams?: ApiParams;
};

interface ApiParamsWidgetDescription {
  $$type: 'venue-finder.apiParams';
  renderState: { current: ApiParams };
  indexRenderState: { apiParams: { current: ApiParams } };
  indexUiState: ApiParamsUiState;
}

type NoParams = Record<string, never>;

/** The parameters as the helper holds them (it keeps unknown parameters as they are). */
function paramsOf(state: object): ApiParams {
  const values = state as Record<string, unknown>;
  return Object.fromEntries(
    API_PARAM_NAMES.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]),
  ) as ApiParams;
}

const UNSET: Record<(typeof API_PARAM_NAMES)[number], undefined> = {
  near: undefined,
  radius_km: undefined,
  budget_unit: undefined,
};

/**
 * The helper keeps parameters it does not know (its SearchParameters copy them through to every
 * request), but its type only lists Algolia's own.
 */
const asSearchParameters = (params: ApiParams) => params as unknown as PlainSearchParameters;

export const connectApiParams: Connector<ApiParamsWidgetDescription, NoParams> =
  (renderFn, unmountFn = () => {}) =>
  (widgetParams) => {
    const renderState = (state: object) => ({ current: paramsOf(state) });
    return {
      $$type: 'venue-finder.apiParams',
      init(options) {
        renderFn(
          { ...renderState(options.helper.state), instantSearchInstance: options.instantSearchInstance, widgetParams },
          true,
        );
      },
      render(options) {
        renderFn(
          { ...renderState(options.state), instantSearchInstance: options.instantSearchInstance, widgetParams },
          false,
        );
      },
      dispose({ state }) {
        unmountFn();
        return state.setQueryParameters(asSearchParameters(UNSET));
      },
      getRenderState(indexRenderState, options) {
        return { ...indexRenderState, apiParams: renderState(options.state) };
      },
      getWidgetRenderState(options) {
        return { ...renderState(options.state), widgetParams };
      },
      getWidgetUiState(uiState, { searchParameters }) {
        const current = paramsOf(searchParameters);
        return Object.keys(current).length > 0 ? { ...uiState, apiParams: current } : uiState;
      },
      getWidgetSearchParameters(searchParameters, { uiState }) {
        return searchParameters.setQueryParameters(asSearchParameters({ ...UNSET, ...uiState.apiParams }));
      },
    };
  };

/** Mounts the connector so `apiParams` is kept in the UI state (it renders nothing itself). */
export function useApiParams(): ApiParams {
  return useConnector<NoParams, ApiParamsWidgetDescription>(connectApiParams, {}).current;
}
