import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './api-errors';
import { createQueryClient } from './query-client';

const unreachable = () => Promise.reject(new NetworkError(new TypeError('Failed to fetch')));

describe('the query client, with the browser offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('fails a send at once rather than holding it until the browser is back online', async () => {
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    const send = vi.fn(unreachable);
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: send });

    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(NetworkError);
    expect(send).toHaveBeenCalledTimes(1);
    expect(mutation.state.isPaused).toBe(false);

    // Back online, nothing is sent again on its own.
    onlineManager.setOnline(true);
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('asks for data at once, so the screen shows the failure instead of waiting', async () => {
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    const fetchFigures = vi.fn(unreachable);

    await expect(
      queryClient.query({ queryKey: ['figures'], queryFn: fetchFigures, retry: false }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(fetchFigures).toHaveBeenCalledTimes(1);
  });
});
