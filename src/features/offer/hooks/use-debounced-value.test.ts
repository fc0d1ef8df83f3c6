import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const pass = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  const render = () =>
    renderHook(({ value }) => useDebouncedValue(value, 400), {
      initialProps: { value: { price: 1 } },
    });

  it('gives the new value once it has stopped changing for the delay', async () => {
    const { result, rerender } = render();
    rerender({ value: { price: 2 } });
    await pass(399);
    expect(result.current).toEqual({ price: 1 });
    await pass(1);
    expect(result.current).toEqual({ price: 2 });
  });

  /** The value changes to price 2, and 300 ms later the page re-renders with `next`. */
  const rerenderMidway = async (next: { price: number }) => {
    const view = render();
    view.rerender({ value: { price: 2 } });
    await pass(300);
    view.rerender({ value: next });
    return view;
  };

  it('does not put the value off when the page re-renders with the same content', async () => {
    const { result } = await rerenderMidway({ price: 2 });
    await pass(100);
    expect(result.current).toEqual({ price: 2 });
  });

  it('waits again when the content changes', async () => {
    const { result } = await rerenderMidway({ price: 3 });
    await pass(300);
    expect(result.current).toEqual({ price: 1 });
    await pass(100);
    expect(result.current).toEqual({ price: 3 });
  });
});
