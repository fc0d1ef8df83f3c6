/** The drawings' labels, in pixels. */
export const LABEL_FONT_SIZE = 13;
/** A label's width per character at that size: enough for digits, month names and "mill.". */
const CHARACTER_WIDTH = 7.5;
/** The least space between two labels side by side. */
const LABEL_GAP = 12;

/** About how wide `label` is drawn, without measuring it: a measure would cost a layout. */
export const labelWidth = (label: string) => label.length * CHARACTER_WIDTH;

/**
 * The labels an axis `width` pixels long shows without overlap: every n-th, counted back from the
 * last, which is always shown (the latest day or month is the one a reader looks for).
 */
export function spacedLabels(labels: readonly string[], width: number): string[] {
  const widest = Math.max(0, ...labels.map(labelWidth));
  const fit = Math.max(1, Math.floor(width / (widest + LABEL_GAP)));
  const every = Math.ceil(labels.length / fit);
  return labels.filter((_, index) => (labels.length - 1 - index) % every === 0);
}
