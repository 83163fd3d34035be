import { expect, it } from 'vitest';
import {
  dynamicImportSpecifiers,
  resolveSitePath,
  staticImportSpecifiers,
} from '../../scripts/bench/module-graph.ts';

it.each([
  ['import"./a.js";', ['./a.js']],
  ["import './a.js';", ['./a.js']],
  ['import{t as e}from"./react.js";import{t}from"./b.js";', ['./react.js', './b.js']],
  ['import a,{b as c}from"./a.js"', ['./a.js']],
  ['import*as r from"./runtime.js"', ['./runtime.js']],
  ['var x=1;export{a as b}from"./a.js";export*from"./c.js"', ['./a.js', './c.js']],
  ['export{a as b};var s="./not-an-import.js"', []],
  ['const u=import.meta.url;', []],
  ['const m=await import("./lazy.js")', []],
  ['obj.import("./a.js")', []],
])('staticImportSpecifiers: %s → %j', (code, expected) => {
  expect(staticImportSpecifiers(code)).toEqual(expected);
});

it.each([
  ['await import("./a.js")', ['./a.js']],
  ['()=>import(`./supabase.CyX.js`).then(e=>e.n)', ['./supabase.CyX.js']],
  ['import(`./${name}.js`)', []],
  ['import{a}from"./a.js"', []],
])('dynamicImportSpecifiers: %s → %j', (code, expected) => {
  expect(dynamicImportSpecifiers(code)).toEqual(expected);
});

it.each([
  ['/_astro/a.js', './b.js', '/_astro/b.js'],
  ['/_astro/a.js', '../c.js', '/c.js'],
  ['/blog', './x.js', '/x.js'],
  ['/', '/_astro/a.js', '/_astro/a.js'],
  ['/_astro/a.js', 'react', null],
  ['/_astro/a.js', 'https://cdn.example/x.js', null],
  ['/_astro/a.js', '//cdn.example/x.js', null],
])('resolveSitePath: %s imports %s → %s', (from, specifier, expected) => {
  expect(resolveSitePath(from, specifier)).toBe(expected);
});
