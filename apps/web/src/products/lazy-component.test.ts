import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { lazyComponent } from './lazy-component';

const Piece: ComponentType<{ label: string }> = ({ label }) => label;

describe('lazyComponent', () => {
  it('downloads nothing until asked, then once for every caller', async () => {
    const load = vi.fn(async () => Piece);
    const piece = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();

    const first = piece.preload();
    expect(piece.preload()).toBe(first);
    await expect(first).resolves.toBe(Piece);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof Piece>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Piece);
    const piece = lazyComponent(load);

    await expect(piece.preload()).rejects.toThrow('offline');
    await expect(piece.preload()).resolves.toBe(Piece);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
