// V8 compiles a function when it is first called, on the main thread, unless the function looks
// called at once: a function expression in parentheses, which it compiles with the rest of the
// script, in the background while the script streams in. The bundler wraps each CommonJS module
// (React, React DOM, the scheduler, InstantSearch's helper) as `__commonJS((e, t) => { … })`, an
// arrow V8 leaves for later — so React DOM's 180 kB factory, streamed and pre-parsed in the
// background, was parsed again and compiled on the main thread while the page's script ran.
// Written `__commonJS((function (e, t) { … }))`, the factories are compiled in the background.
// Measured in Chromium, five cold loads each at 1x: the index chunk's evaluation 106-231 ms
// (median 163) as an arrow, 54-132 ms (median 100) as a function expression.

/** The ESTree shapes this reads (Rolldown's `this.parse` gives ESTree). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The names a chunk binds to exports of the bundler's runtime chunk (its `__commonJS` among them). */
function runtimeImports(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (!/rolldown-runtime/.test(String((statement.source as Node & { value: string }).value))) continue;
    for (const specifier of statement.specifiers as Node[])
      names.add((specifier.local as Node & { name: string }).name);
  }
  return names;
}

/** Whether a function body uses `this` or `arguments` of its own (which an arrow takes from outside). */
function usesOwnThisOrArguments(node: Node): boolean {
  if (node.type === 'ThisExpression') return true;
  if (node.type === 'Identifier' && (node as Node & { name: string }).name === 'arguments') return true;
  // Functions and classes have their own `this`; arrows share the factory's.
  if (['FunctionExpression', 'FunctionDeclaration', 'ClassDeclaration', 'ClassExpression'].includes(node.type)) {
    return false;
  }
  return Object.values(node).some((value) =>
    Array.isArray(value)
      ? value.some((item) => isNode(item) && usesOwnThisOrArguments(item))
      : isNode(value) && usesOwnThisOrArguments(value),
  );
}

/** A top-level `x = runtimeHelper(arrow)`'s arrow, when it is a CommonJS factory this may rewrite. */
function factoryOf(init: unknown, helpers: Set<string>): Node | undefined {
  if (!isNode(init) || init.type !== 'CallExpression') return undefined;
  const callee = init.callee as Node & { name?: string };
  const args = init.arguments as Node[];
  if (callee.type !== 'Identifier' || !helpers.has(callee.name ?? '') || args.length !== 1) return undefined;
  let factory = args[0];
  while (factory.type === 'ParenthesizedExpression') factory = factory.expression as Node;
  const params = factory.params as Node[] | undefined;
  const plain = params?.every((param) => param.type === 'Identifier');
  if (factory.type !== 'ArrowFunctionExpression' || factory.async || !plain || params!.length > 3) return undefined;
  if ((factory.body as Node).type !== 'BlockStatement') return undefined;
  return usesOwnThisOrArguments(factory.body as Node) ? undefined : factory;
}

/**
 * `code` (a chunk of the browser build, `program` its ESTree) with each top-level CommonJS factory
 * written as a parenthesised function expression, compiled by V8 with the chunk. The same
 * behaviour: the factories are called plainly (no `this`) and use no `this` or `arguments`.
 */
export function eagerCommonJsFactories(code: string, program: unknown): string {
  if (!isNode(program)) return code;
  const helpers = runtimeImports(program);
  if (helpers.size === 0) return code;
  const factories: Node[] = [];
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as Node[]) {
      const factory = factoryOf(declarator.init, helpers);
      if (factory) factories.push(factory);
    }
  }
  // One pass over the chunk, in order: the text between factories as it is, each factory rewritten.
  const pieces: string[] = [];
  let from = 0;
  for (const factory of factories.sort((a, b) => a.start - b.start)) {
    const params = factory.params as Node[];
    const paramList = params.length ? code.slice(params[0].start, params.at(-1)!.end) : '';
    const body = factory.body as Node;
    pieces.push(code.slice(from, factory.start), `(function(${paramList})${code.slice(body.start, body.end)})`);
    from = factory.end;
  }
  pieces.push(code.slice(from));
  return pieces.join('');
}
