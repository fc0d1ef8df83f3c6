/**
 * Equal by content, whatever the order of object keys: a calculation parsed by the contract's
 * schema and one built by the engine list the same figures in different orders.
 */
export function sameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  if (Array.isArray(left) && Array.isArray(right)) {
    return (
      left.length === right.length && left.every((item, index) => sameValue(item, right[index]))
    );
  }
  const leftEntries = Object.entries(left).filter(([, value]) => value !== undefined);
  const rightRecord = right as Record<string, unknown>;
  const rightCount = Object.values(right).filter((value) => value !== undefined).length;
  return (
    leftEntries.length === rightCount &&
    leftEntries.every(([key, value]) => sameValue(value, rightRecord[key]))
  );
}
