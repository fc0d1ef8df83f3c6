/** The drawings' labels, in pixels. */
export const LABEL_FONT_SIZE = 13;
/**
 * A label's width per character at that size: enough for digits, month names and "mill." in the
 * common sans-serif fonts, with a little to spare (DejaVu Sans writes "Dec 2026" 62 px wide).
 */
const CHARACTER_WIDTH = 8;
/** The least space between two labels side by side. */
const LABEL_GAP = 12;

/** About how wide `label` is drawn, without measuring it: a measure would cost a layout. */
export const labelWidth = (label: string) => label.length * CHARACTER_WIDTH;

/**
 * How far a label centred at `centre` moves to stay within `[start, end]`: right (positive) past
 * the start, left (negative) past the end.
 */
function shiftInside(label: string, centre: number, start: number, end: number): number {
  const half = labelWidth(label) / 2;
  return Math.max(0, start - (centre - half)) - Math.max(0, centre + half - end);
}

export interface PlacedLabel {
  label: string;
  /** The centre of its column, where its tick is. */
  centre: number;
  /** How far the label moves from that centre to stay within the drawing. */
  shift: number;
}

/**
 * The labels an axis of evenly spaced columns shows without overlap, each within `[0, end]`:
 * every n-th, counted back from the last, which is always shown (the latest day or month is the
 * one a reader looks for). The space between them makes room for a label moved in at either end.
 */
export function placeLabels(
  labels: readonly string[],
  centreOf: (label: string) => number,
  end: number,
): PlacedLabel[] {
  const [first, second] = labels;
  const last = labels.at(-1);
  if (first === undefined || last === undefined) return [];
  const place = (label: string): PlacedLabel => {
    const centre = centreOf(label);
    return { label, centre, shift: shiftInside(label, centre, 0, end) };
  };
  const step = second === undefined ? end : centreOf(second) - centreOf(first);
  const endShift = Math.max(Math.abs(place(first).shift), Math.abs(place(last).shift));
  const widest = Math.max(...labels.map(labelWidth));
  const every = Math.max(1, Math.ceil((widest + LABEL_GAP + endShift) / step));
  return labels.filter((_, index) => (labels.length - 1 - index) % every === 0).map(place);
}
