import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { codeChunk, useCodeChunk, type CodeChunk } from './code-chunk';

function Greeting({ chunk }: { chunk: CodeChunk<{ greeting: string }> }) {
  const module = useCodeChunk(chunk);
  return <p>{module === undefined ? 'Waiting' : module.greeting}</p>;
}

describe('a chunk of code fetched on demand', () => {
  it('is fetched once, however many draw it, and drawn at once where it is in', async () => {
    const load = vi.fn(() => Promise.resolve({ greeting: 'Hei' }));
    const chunk = codeChunk(load);
    render(
      <>
        <Greeting chunk={chunk} />
        <Greeting chunk={chunk} />
      </>,
    );
    expect(screen.getAllByText('Waiting')).toHaveLength(2);
    expect(await screen.findAllByText('Hei')).toHaveLength(2);

    render(<Greeting chunk={chunk} />);
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<{ greeting: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ greeting: 'Hei' });
    const chunk = codeChunk(load);
    await expect(chunk.load()).rejects.toThrow('Failed to fetch');
    render(<Greeting chunk={chunk} />);
    expect(await screen.findByText('Hei')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
