/**
 * State checksums for the event log: a Merkle hash over the JSON value (`undefined` and
 * function members skipped and -0, NaN and Infinity written as JSON writes them, so a
 * state and its JSON round trip hash alike), memoized per object so that hashing the next
 * state of a store only hashes the subtrees whose identity changed (states are immutable
 * and share structure).
 *
 * Hashes are combined as numbers, never as text: an object's hash is an order-free sum
 * over its members (so no key sorting), an array's an ordered fold. The recorder and
 * replay both use `checkpointHashes`, so their checkpoints compare by construction.
 */

/** cyrb53: a fast 53-bit string hash; collisions are not a security concern here. */
export function hashText(text: string, seed = 0): string {
  return hashTextPrefix(text, text.length, '', seed);
}

/**
 * `hashText(text.slice(0, end) + suffix)` without building that string (a log file's
 * lifted state is its text up to the header, tens of MB: see replay.ts).
 */
export function hashTextPrefix(text: string, end: number, suffix: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < end; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  for (let i = 0; i < suffix.length; i++) {
    const ch = suffix.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return base36(4294967296 * (2097151 & h2) + (h1 >>> 0));
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * `n.toString(36)` for a whole number below 2^53 (a hash): the engine's radix conversion,
 * written for any double, takes about 0.9 µs, six times this, and replay makes two a
 * recorded action (its chain link).
 */
export function base36(n: number): string {
  let text = '';
  do {
    // The true quotient: below 2^53, n / 36 is a whole number or at least 1/36 below one,
    // and doubles there are at most 1/32 apart, so it never rounds up to the next.
    const q = Math.floor(n / 36);
    text = DIGITS[n - q * 36]! + text;
    n = q;
  } while (n > 0);
  return text;
}

/** Object → its hash (a 53-bit integer), for successive states of one store. */
export type HashMemo = WeakMap<object, number>;

const TWO_32 = 4294967296;
const HIGH = 2097151; // 21 bits: two 32-bit halves fit a double's 53

/** Two 32-bit halves into one exact integer, and back. */
const pack = (h1: number, h2: number) => TWO_32 * (h2 & HIGH) + (h1 >>> 0);
const low = (h: number) => h % TWO_32;
const high = (h: number) => Math.floor(h / TWO_32);

function finish(a: number, b: number): number {
  let h1 = Math.imul(a ^ (a >>> 16), 2246822507);
  h1 ^= Math.imul(b ^ (b >>> 13), 3266489909);
  let h2 = Math.imul(b ^ (b >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return pack(h1, h2);
}

function textHash(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  return finish(h1, h2);
}

const KEPT = 5000;

/**
 * `textHash(text, seed)`, remembered in `memo` (up to KEPT texts): a text met again is found
 * by the engine's own hash of it.
 */
function keptHash(memo: Map<string, number>, text: string, seed: number): number {
  let h = memo.get(text);
  if (h === undefined) {
    if (memo.size >= KEPT) memo.clear();
    h = textHash(text, seed);
    memo.set(text, h);
  }
  return h;
}

// Member names repeat from state to state.
const keyHashes = new Map<string, number>();
const keyHash = (key: string) => keptHash(keyHashes, key, 7);

// Longer strings repeat from action to action (a query's cache key, its endpoint's name, a
// picture's address): found in the memo several times faster than textHash's loop hashes
// them. Only those of 24 to 512 characters: a shorter one hashes as fast as it is found, and
// a longer one is seldom met twice and would hold memory.
const stringHashes = new Map<string, number>();
const [KEPT_FROM, KEPT_UP_TO] = [24, 512];
const stringHash = (text: string) =>
  text.length < KEPT_FROM || text.length > KEPT_UP_TO
    ? textHash(text, 2)
    : keptHash(stringHashes, text, 2);

const NULL_HASH = textHash('null', 1);
const TRUE_HASH = textHash('true', 1);
const FALSE_HASH = textHash('false', 1);
const float = new Float64Array(1);
const words = new Uint32Array(float.buffer);

function numberHash(n: number): number {
  if (!Number.isFinite(n)) return NULL_HASH; // JSON writes null
  if (n === 0) return finish(0x2545f491, 3); // -0 too, as JSON writes it
  if ((n | 0) === n) return finish(n ^ 0x2545f491, 3);
  float[0] = n;
  return finish((words[0] as number) ^ 0x2545f491, (words[1] as number) ^ 5);
}

/** A JSON-like value's hash as a number; `inArray` says how JSON writes a skipped member. */
function valueHash(value: unknown, memo: HashMemo): number {
  switch (typeof value) {
    case 'string':
      return stringHash(value);
    case 'number':
      return numberHash(value);
    case 'boolean':
      return value ? TRUE_HASH : FALSE_HASH;
    case 'object':
      return value === null ? NULL_HASH : objectHash(value, memo);
    default:
      return NULL_HASH; // undefined or a function in an array: JSON writes null
  }
}

function objectHash(value: object, memo: HashMemo): number {
  const known = memo.get(value);
  if (known !== undefined) return known;
  let a: number;
  let b: number;
  if (Array.isArray(value)) {
    a = 0x9e3779b9 ^ value.length;
    b = 0x85ebca6b;
    for (let i = 0; i < value.length; i++) {
      const h = valueHash(value[i], memo);
      a = Math.imul(a ^ low(h), 2654435761);
      b = Math.imul(b ^ high(h), 1597334677) ^ a;
    }
  } else {
    // An order-free sum over the members: the same members in any order hash alike.
    a = 0x27d4eb2f;
    b = 0x165667b1;
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const item = record[key];
      if (item === undefined || typeof item === 'function') continue;
      const k = keyHash(key);
      const v = valueHash(item, memo);
      const m = finish(low(k) ^ Math.imul(low(v), 0x9e3779b1), high(k) ^ high(v));
      a = (a + low(m)) | 0;
      b = (b + high(m)) | 0;
    }
  }
  const hash = finish(a, b);
  memo.set(value, hash);
  return hash;
}

// Part hashes mostly repeat from one checkpoint to the next, and toString(36) is slow.
const texts = new Map<number, string>();
function text36(hash: number): string {
  let text = texts.get(hash);
  if (text === undefined) {
    if (texts.size >= KEPT) texts.clear();
    text = base36(hash);
    texts.set(hash, text);
  }
  return text;
}

/** The checksum of a JSON-like value. */
export function stateHash(value: unknown, memo: HashMemo = new WeakMap()): string {
  return text36(valueHash(value, memo));
}

/**
 * Hashes of the state's parts two levels down (`session.token`, `engineApi.queries`...):
 * kept with each checkpoint so that a replay can say where a diverging state differs.
 */
export function partHashes(state: unknown, memo: HashMemo = new WeakMap()): Record<string, string> {
  const parts: Record<string, string> = {};
  if (state === null || typeof state !== 'object') return parts;
  const record = state as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const child = record[key];
    if (child === undefined || typeof child === 'function') continue;
    if (child !== null && typeof child === 'object' && !Array.isArray(child)) {
      const inner = child as Record<string, unknown>;
      for (const name of Object.keys(inner)) {
        const leaf = inner[name];
        if (leaf !== undefined && typeof leaf !== 'function') {
          parts[`${key}.${name}`] = text36(valueHash(leaf, memo));
        }
      }
    } else {
      parts[key] = text36(valueHash(child, memo));
    }
  }
  return parts;
}

/** A checkpoint's checksum and part hashes of a (redacted) state, in one pass. */
export function checkpointHashes(
  state: unknown,
  memo: HashMemo = new WeakMap(),
): { hash: string; parts: Record<string, string> } {
  const hash = stateHash(state, memo);
  return { hash, parts: partHashes(state, memo) };
}

/**
 * One link of the action chain: the previous link with the (redacted) action's hash. Each
 * action's link so depends on every action before it and on their order, so an edited,
 * swapped, inserted or deleted action changes the links from its place on, even when a
 * later action overwrites its effect on the state.
 */
export function chainLink(previous: string, action: unknown, memo: HashMemo): string {
  return hashText(`${previous}:${stateHash(action, memo)}`);
}

/** The chain's links of a list of actions, the first from the empty link. */
export function actionChain(actions: readonly unknown[], memo: HashMemo = new WeakMap()): string[] {
  const links: string[] = [];
  let link = '';
  for (const action of actions) {
    link = chainLink(link, action, memo);
    links.push(link);
  }
  return links;
}
