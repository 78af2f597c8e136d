import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { OSM_TILE_URL, parseTileTemplate } from './map-tiles';

describe('MAP_TILE_URL', () => {
  it('defaults to OpenStreetMap’s standard tiles; empty turns street tiles off', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).MAP_TILE_URL).toEqual({
      template: OSM_TILE_URL,
      origin: 'https://tile.openstreetmap.org',
    });
    expect(loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: '' }).MAP_TILE_URL).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: '  ' }).MAP_TILE_URL).toBeNull();
  });

  it('takes one host with {z}, {x} and {y} in the path', () => {
    expect(parseTileTemplate('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toEqual({
      template: 'http://localhost:8080/tiles/{z}/{x}/{y}.png',
      origin: 'http://localhost:8080',
    });
  });

  it('refuses a template the maps or the policy could not use, at start-up', () => {
    expect(parseTileTemplate('https://tile.example.com/{z}/{x}.png')).toMatch(/\{y\}/);
    expect(parseTileTemplate('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toMatch(/one host/);
    expect(parseTileTemplate('ftp://tile.example.com/{z}/{x}/{y}.png')).toMatch(/http/);
    expect(parseTileTemplate('tile.example.com/{z}/{x}/{y}.png')).toMatch(/not a URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: 'https://x/{z}' })).toThrow(
      /MAP_TILE_URL/,
    );
  });
});
