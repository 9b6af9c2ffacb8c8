// The API's requests and answers as the web app sees them, from the types generated out of the
// committed OpenAPI document (openapi-types.generated.ts): by schema name, or by path and method.
// A DTO change reaches the web app through `npm run openapi`, which regenerates both; until
// then the committed types are stale and api/src/openapi.spec.ts fails.
import type { components, paths } from './openapi-types.generated.js';

export type ApiPaths = paths;
export type ApiSchemas = components['schemas'];

/** A named schema of the OpenAPI document, e.g. ApiSchema<'OwnerVenue'>. */
export type ApiSchema<Name extends keyof ApiSchemas> = ApiSchemas[Name];

export type ApiMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The operation at `Path` with `Method` (never when the document has none). */
type Operation<Path extends keyof paths, Method extends ApiMethod> = paths[Path][Method] extends infer Op
  ? Op extends { responses: unknown }
    ? Op
    : never
  : never;

/** Every path of the document that answers `Method`. */
export type ApiPath<Method extends ApiMethod> = {
  [Path in keyof paths]: Operation<Path, Method> extends never ? never : Path;
}[keyof paths];

type JsonOf<Content> = Content extends { content: { 'application/json': infer Body } } ? Body : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers: the JSON body of its 2xx answer (undefined for 204). */
export type ApiAnswer<Path extends keyof paths, Method extends ApiMethod> = Operation<
  Path,
  Method
>['responses'] extends infer Responses
  ? { [Status in keyof Responses & SuccessStatus]: JsonOf<Responses[Status]> }[keyof Responses & SuccessStatus]
  : never;

/** The JSON body a call sends (never when it takes none). */
export type ApiBody<Path extends keyof paths, Method extends ApiMethod> =
  Operation<Path, Method> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The query parameters a call takes. */
export type ApiQueryParams<Path extends keyof paths, Method extends ApiMethod> =
  Operation<Path, Method> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The path parameters a call takes, e.g. { id: string } for '/api/claims/{id}'. */
export type ApiPathParams<Path extends keyof paths, Method extends ApiMethod> =
  Operation<Path, Method> extends { parameters: { path?: infer Params } } ? NonNullable<Params> : never;
