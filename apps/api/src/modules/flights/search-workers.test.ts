import { describe, expect, it } from 'vitest';
import { searchWorkerCount } from './search-workers';

const GIB = 1024 * 1024 * 1024;

describe('default number of search workers', () => {
  it('takes the configured number as it is', () => {
    expect(searchWorkerCount(3, 'production', { cores: 1, memory: GIB })).toBe(3);
    expect(searchWorkerCount(0, 'production', { cores: 8, memory: 64 * GIB })).toBe(0);
  });

  it('is the cores, at most 2, on a host with memory to spare', () => {
    expect(searchWorkerCount(undefined, 'production', { cores: 2, memory: 8 * GIB })).toBe(2);
    expect(searchWorkerCount(undefined, 'production', { cores: 16, memory: 8 * GIB })).toBe(2);
    expect(searchWorkerCount(undefined, 'production', { cores: 1, memory: 8 * GIB })).toBe(0);
  });

  it('starts no more workers than the memory holds', () => {
    expect(searchWorkerCount(undefined, 'production', { cores: 2, memory: GIB })).toBe(0);
    expect(searchWorkerCount(undefined, 'production', { cores: 2, memory: 1.5 * GIB })).toBe(1);
    expect(searchWorkerCount(undefined, 'production', { cores: 2, memory: 2 * GIB })).toBe(2);
    expect(searchWorkerCount(undefined, 'production', { cores: 2, memory: 0.5 * GIB })).toBe(0);
  });

  it('starts none under NODE_ENV=test', () => {
    expect(searchWorkerCount(undefined, 'test', { cores: 8, memory: 64 * GIB })).toBe(0);
  });
});
