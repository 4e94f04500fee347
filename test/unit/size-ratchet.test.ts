/**
 * The size ratchet CI runs (bench/size-ratchet.ts, PERF-1): a function newly over the size target or
 * an over-target one that grew fails the gate; one that shrank within the target only says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ColdStartFigures, FunctionFigures } from '../../bench/cold-start.js';
import { readAllowances, ratchetFails, recordAllowances, sizeRatchet } from '../../bench/size-ratchet.js';

const fn = (name: string, bytes: number, over: FunctionFigures['over'] = []): FunctionFigures =>
  ({ name, bytes, sizeRatio: bytes / 1000, importMs: [], timeRatio: Number.NaN, over, besideBundle: [] });

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('size ratchet', () => {
  it('passes functions within the target and listed ones at or below their allowance, whatever their time', () => {
    const verdict = sizeRatchet([fn('a/within', 1000, ['time']), fn('b/listed', 1200, ['size']), fn('c/smaller', 1190, ['size', 'time'])], { 'b/listed': 1200, 'c/smaller': 1300 });
    expect(verdict).toEqual({ newlyOver: [], grown: [], nowWithin: [] });
    expect(ratchetFails(verdict)).toBe(false);
  });

  it('fails a function over the size target that has no allowance', () => {
    const verdict = sizeRatchet([fn('a/new', 1160, ['size'])], {});
    expect(verdict.newlyOver).toEqual([{ name: 'a/new', bytes: 1160, sizeRatio: 1.16 }]);
    expect(ratchetFails(verdict)).toBe(true);
  });

  it('fails a listed function that grew by one byte', () => {
    const verdict = sizeRatchet([fn('b/listed', 1201, ['size'])], { 'b/listed': 1200 });
    expect(verdict.grown).toEqual([{ name: 'b/listed', bytes: 1201, allowed: 1200 }]);
    expect(ratchetFails(verdict)).toBe(true);
  });

  it('names a listed function that is within the target now, without failing', () => {
    const verdict = sizeRatchet([fn('b/listed', 1100)], { 'b/listed': 1200 });
    expect(verdict.nowWithin).toEqual(['b/listed']);
    expect(ratchetFails(verdict)).toBe(false);
  });

  it('records the functions over in size at their bytes, and reads them back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratchet-'));
    dirs.push(dir);
    const file = join(dir, 'allowances.json');
    const cold: ColdStartFigures = { runs: 0, floor: { bytes: 1000, importMs: [] }, results: [fn('a/within', 1000, ['time']), fn('b/over', 1300, ['size'])], offenders: [] };
    recordAllowances(cold, file);
    expect(readAllowances(file).functions).toEqual({ 'b/over': 1300 });
    expect(readAllowances(join(dir, 'missing.json')).functions).toEqual({});
  });
});
