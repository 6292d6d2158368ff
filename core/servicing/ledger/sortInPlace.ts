/**
 * Sorts in place: a merge sort over an insertion sort of short runs, that
 * does not merge two halves already in order — so items already sorted, or
 * nearly (a schedule's lines, events read in recording order), cost about
 * one comparison each. Written here rather than `Array.prototype.sort`
 * because the engine's sort calls the comparison through a builtin at
 * every step, which made sorting a contract's events a large part of a
 * replay; here the comparison is an ordinary (inlined) call. The order is
 * the comparison's: callers give a total order, so stability is moot.
 */
export const sortInPlace = <T>(items: T[], compare: (left: T, right: T) => number): T[] => {
  if (items.length > 1) mergeSort(items, new Array<T>(items.length), compare, 0, items.length);
  return items;
};

/** Below this length a slice is sorted by insertion. */
const RUN = 16;

const mergeSort = <T>(items: T[], scratch: T[], compare: (left: T, right: T) => number, from: number, to: number): void => {
  if (to - from <= RUN) return insertionSort(items, compare, from, to);
  const middle = (from + to) >>> 1;
  mergeSort(items, scratch, compare, from, middle);
  mergeSort(items, scratch, compare, middle, to);
  if (compare(items[middle - 1]!, items[middle]!) <= 0) return;
  for (let index = from; index < middle; index++) scratch[index] = items[index]!;
  let left = from;
  let right = middle;
  let out = from;
  while (left < middle && right < to) items[out++] = compare(items[right]!, scratch[left]!) < 0 ? items[right++]! : scratch[left++]!;
  while (left < middle) items[out++] = scratch[left++]!;
};

const insertionSort = <T>(items: T[], compare: (left: T, right: T) => number, from: number, to: number): void => {
  for (let index = from + 1; index < to; index++) {
    const item = items[index]!;
    let at = index;
    for (; at > from && compare(items[at - 1]!, item) > 0; at--) items[at] = items[at - 1]!;
    items[at] = item;
  }
};
