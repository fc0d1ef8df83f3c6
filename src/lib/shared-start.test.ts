import { describe, expect, it } from 'vitest';
import { sharedStart } from './shared-start';

describe('sharedStart', () => {
  it('starts once for every caller, and again after a failure', async () => {
    let starts = 0;
    const start = sharedStart(() => {
      starts += 1;
      return starts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(starts);
    });
    await expect(Promise.all([start(), start()])).rejects.toThrow('offline');
    expect(starts).toBe(1);
    expect(await Promise.all([start(), start()])).toEqual([2, 2]);
    expect(await start()).toBe(2);
    expect(starts).toBe(2);
  });
});
