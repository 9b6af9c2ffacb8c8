import { parseAst } from 'rolldown/parseAst';
import { builtScripts } from './built-scripts';
import { eagerCommonJsFactories } from './eager-commonjs';

const rewrite = (code: string) => eagerCommonJsFactories(code, parseAst(code));
const runtime = 'import{n as e,t}from"./rolldown-runtime-WkwZ5CU-.js";';

describe('CommonJS factories written for V8 to compile with their chunk', () => {
  it('makes each top-level factory a parenthesised function expression', () => {
    const code = `${runtime}var a=t((e=>{e.x=1})),b=t(((e,n)=>{n.exports=a()}));export{b as t};`;

    expect(rewrite(code)).toBe(
      `${runtime}var a=t(((function(e){e.x=1}))),b=t(((function(e,n){n.exports=a()})));export{b as t};`,
    );
  });

  it('behaves as before: the factories run once, in order, and export the same', async () => {
    const source = `
      const commonJs = (factory, module) => () => (module || factory((module = { exports: {} }).exports, module), module.exports);
      var a = commonJs((e => { e.order = (globalThis.order ?? []).concat('a'); globalThis.order = e.order; }));
      var b = commonJs(((e, t) => { t.exports = { a: a(), again: a() === a(), inner: [1, 2].map((n) => n * 2) }; }));
      export const result = b();`;
    const asModule = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;
    // The helper is defined here, so name it as an import from the runtime the way chunks do.
    const chunk = `import{t as commonJs}from"./rolldown-runtime.js";${source.replace(/const commonJs = .*\n/, '')}`;
    const rewritten = rewrite(chunk).replace(
      /import\{t as commonJs\}from"\.\/rolldown-runtime\.js";/,
      source.match(/const commonJs = .*\n/)![0],
    );

    expect(rewritten).toContain('(function(e, t)');
    const before = (await import(asModule(source))).result;
    (globalThis as { order?: string[] }).order = undefined;
    const after = (await import(asModule(rewritten))).result;
    expect(after).toEqual(before);
    expect(after).toEqual({ a: { order: ['a'] }, again: true, inner: [2, 4] });
  });

  it('leaves a factory that uses `this` or `arguments` of its own, which an arrow takes from outside', () => {
    const code = `${runtime}var a=t((e=>{e.self=this})),b=t((e=>{e.n=arguments.length})),c=t((e=>{e.f=()=>this}));export{a,b,c};`;

    expect(rewrite(code)).toBe(code);
  });

  it('rewrites a factory whose inner functions use their own `this`', () => {
    const code = `${runtime}var a=t((e=>{function f(){return this}e.f=f}));export{a};`;

    expect(rewrite(code)).toContain('t(((function(e){function f(){return this}e.f=f})))');
  });

  it('leaves calls that are not the runtime’s, and chunks without it', () => {
    const inner = 'function g(t){var a=t((e=>{e.x=1}))}';
    const code = `${runtime}${inner}var c=[1].map((e=>{return e}));export{g,c};`;
    expect(rewrite(code)).toBe(code);
    const plain = 'var t=f=>f,a=t((e=>{e.x=1}));export{a};';
    expect(rewrite(plain)).toBe(plain);
  });

  it('is how the browser build is written: React DOM’s factory among them', () => {
    const scripts = builtScripts();

    // Built already: rewriting again changes nothing, and React DOM's factory is a function.
    expect(scripts.filter(({ code }) => rewrite(code) !== code).map(({ file }) => file)).toEqual([]);
    expect(scripts.some(({ code }) => /\(function\(\w+\)\{[^]{0,200}https:\/\/react\.dev\/errors/.test(code))).toBe(
      true,
    );
  });
});
