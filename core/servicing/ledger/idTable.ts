/**
 * The ids of a contract's lines and events, and what each names: a hash
 * table sized once for them (open addressing). Written
 * here rather than a `Map` because a Map grows by doubling from a few
 * entries and rehashes at each step, which made reading a contract's ids
 * about a seventh of a replay; this table costs about half of that.
 */
export class IdTable<T> {
  /** The index of the entry a slot holds; a hole for an empty slot (arrays made at their size, not grown nor zeroed). */
  private readonly slots: number[];
  private readonly mask: number;
  /** How far a hash is shifted right to give a slot: its top bits, the best mixed. */
  private readonly shift: number;
  private readonly ids: string[];
  private readonly items: T[];
  private count = 0;

  /** A table for at most `capacity` ids (half its slots stay empty, so a search ends quickly). */
  constructor(capacity: number) {
    let bits = 4;
    while (2 ** bits < capacity * 2) bits++;
    this.slots = new Array<number>(2 ** bits);
    this.mask = 2 ** bits - 1;
    this.shift = 32 - bits;
    this.ids = new Array<string>(capacity);
    this.items = new Array<T>(capacity);
  }

  /** Adds `id` naming `item`; false, and nothing changes, when the id is there already. */
  add(id: string, item: T): boolean {
    const at = this.slotOf(id);
    if (this.slots[at] !== undefined) return false;
    this.ids[this.count] = id;
    this.items[this.count] = item;
    this.slots[at] = this.count++;
    return true;
  }

  /** What `id` names, or undefined. */
  get(id: string): T | undefined {
    const held = this.slots[this.slotOf(id)];
    return held === undefined ? undefined : this.items[held];
  }

  /** The slot that holds `id`, or the empty one where it would go. */
  private slotOf(id: string): number {
    let at = hashOf(id) >>> this.shift;
    for (let held = this.slots[at]; held !== undefined && this.ids[held] !== id; held = this.slots[at]) at = (at + 1) & this.mask;
    return at;
  }
}

/** A 32-bit hash of a text (a multiplicative mix of its UTF-16 units; ids are short), best mixed in its top bits. */
const hashOf = (text: string): number => {
  let hash = text.length;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x9e3779b1);
  return Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
};
