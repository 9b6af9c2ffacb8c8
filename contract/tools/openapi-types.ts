// Generates the web app's request and answer types from the API's OpenAPI document
// (api/openapi.json) with openapi-typescript. The output is committed as
// contract/src/openapi-types.generated.ts; api/src/openapi.spec.ts fails while it is stale and
// `npm run openapi` rewrites both. Kept outside contract/src: a build tool, not part of the package.
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

const HEADER = `// Generated from api/openapi.json by contract/tools/openapi-types.ts: do not edit.
// Refresh with \`npm run openapi\` (it rewrites the document and this file together).
`;

/** The TypeScript module openapi-typescript makes of `document`, as committed. */
export async function generateOpenApiTypes(document: object): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, {
    // A request field with a default may be left out: the server fills it in.
    defaultNonNullable: false,
    silent: true,
  });
  return `${HEADER}\n${astToString(ast)}`;
}
