// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ link to each other's sections; a heading renamed must not leave a link
 * that lands at the top of a long page. Anchors as GitHub makes them from a heading.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** @param {string} heading */
function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** @type {Map<string, Set<string>>} */
const anchorsOfFile = new Map();

/** The anchors of a Markdown file's headings, read once however many links point into it. */
function anchorsIn(/** @type {string} */ file) {
  let anchors = anchorsOfFile.get(file);
  if (anchors !== undefined) return anchors;
  anchors = new Set();
  const seen = new Map();
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const [, heading = ''] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = anchorOf(heading);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  anchorsOfFile.set(file, anchors);
  return anchors;
}

describe('links between the documents', () => {
  it.each(DOCUMENTS)('%s links only to files and sections that exist', (document) => {
    const text = readFileSync(join(ROOT, document), 'utf8');
    const broken = [];
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [path = '', anchor] = target.split('#');
      const file =
        path === '' ? join(ROOT, document) : resolve(dirname(join(ROOT, document)), path);
      if (!existsSync(file)) broken.push(`${target}: no ${relative(ROOT, file)}`);
      else if (anchor !== undefined && file.endsWith('.md')) {
        if (!anchorsIn(file).has(anchor)) broken.push(`${target}: no such section`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('makes anchors as GitHub does', () => {
    expect(anchorOf("The portal's overhead and its floor")).toBe(
      'the-portals-overhead-and-its-floor',
    );
    expect(anchorOf('The contract in zod/mini')).toBe('the-contract-in-zodmini');
    expect(anchorOf('Capacity: 200 connections')).toBe('capacity-200-connections');
    expect(anchorOf('HTTP/2 to the browser')).toBe('http2-to-the-browser');
  });
});
