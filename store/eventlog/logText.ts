/**
 * Reading a debug log's text as exported (`JSON.stringify` of exportLog.ts's file: the
 * lifted state's fields in order, then the `x-replay` header) one action at a time,
 * instead of one `JSON.parse` of the whole file.
 *
 * A real log is mostly RTK Query answers (83-85% of its bytes), and most answers are the
 * text of an earlier one: a page visited again, a poll that found nothing new. An answer
 * whose text equals one already read is compared as text (no parse) and given the value
 * read then, the same object: the reducers then meet an answer that is the cached one
 * itself, and RTK Query's structural sharing returns at once instead of walking both, and
 * its checksum is memoized with the object. The value is the one `JSON.parse` gives for
 * that text, so every action is the file's (the action chain, checked for every action
 * of a log read this way, proves it against the header).
 *
 * Any other layout (an editor's indentation, members in another order or repeated,
 * anything unexpected) answers null, and the caller parses the whole text.
 */
import type { Action } from '@reduxjs/toolkit';

export interface LogText {
  header: unknown;
  base: unknown;
  actions: Action[];
}

const START = '{"actionsById":{';
const ENTRY = '{"type":"PERFORM_ACTION","action":';
const TIMESTAMP = ',"timestamp":';
const ACTION_END = `}${TIMESTAMP}`;
const PAYLOAD = ',"payload":';
const HEADER_KEY = ',"x-replay":';
const LIFTED_NEXT = '},"nextActionId":';
const LIFTED_TAIL = /^,"currentStateIndex":\d+,"computedStates":\[\],"monitorState":\{\}$/;
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Answers read so far, by action type and query: the newest first. */
class Answers {
  private readonly byKey = new Map<string, { text: string; value: unknown }[]>();
  private static readonly KEPT = 4;

  private static key(head: Record<string, unknown>): string {
    const meta = head.meta as { arg?: { queryCacheKey?: unknown; endpointName?: unknown } };
    const arg = isRecord(meta) && isRecord(meta.arg) ? meta.arg : undefined;
    return `${String(head.type)}\u0000${String(arg?.queryCacheKey ?? arg?.endpointName ?? '')}`;
  }

  /**
   * The value read for an answer whose text, starting at `from`, equals one read before
   * for the same action type and query, and the end of that text (where the action's
   * closing brace must follow, then the entry's time).
   */
  find(
    text: string,
    from: number,
    head: Record<string, unknown>,
  ): { value: unknown; end: number } | undefined {
    const list = this.byKey.get(Answers.key(head));
    if (!list) return undefined;
    for (let i = 0; i < list.length; i++) {
      const known = list[i] as { text: string; value: unknown };
      const end = from + known.text.length;
      // Two strings compared natively: several times faster than startsWith on a long text.
      if (text.startsWith(ACTION_END, end) && text.slice(from, end) === known.text) {
        if (i > 0) list.unshift(...list.splice(i, 1));
        return { value: known.value, end };
      }
    }
    return undefined;
  }

  add(head: Record<string, unknown>, text: string, value: unknown): void {
    const key = Answers.key(head);
    let list = this.byKey.get(key);
    if (!list) this.byKey.set(key, (list = []));
    list.unshift({ text, value });
    if (list.length > Answers.KEPT) list.pop();
  }
}

/**
 * The action whose text starts at `start`: its value and where its text ends (after its
 * closing brace), or null.
 */
function readAction(
  text: string,
  start: number,
  next: string,
  answers: Answers,
): { action: Record<string, unknown>; end: number } | null {
  // The payload as the action's last member, after its other members (RTK Query's answers
  // come after their meta): the text before it, closed, must be an object by itself, so
  // the member is the action's own, not one nested in its meta or in a later action.
  let payloadAt = text.indexOf(PAYLOAD, start);
  let head: ReturnType<typeof parse> | undefined;
  while (payloadAt > start) {
    const headText = text.slice(start, payloadAt);
    // Past the action's entry: it has no payload of its own.
    if (headText.includes(next) || headText.includes(LIFTED_NEXT)) break;
    head = parse(`${headText}}`);
    if (head.ok) break;
    payloadAt = text.indexOf(PAYLOAD, payloadAt + 1);
  }
  if (head?.ok && isRecord(head.value)) {
    const from = payloadAt + PAYLOAD.length;
    // As JSON.parse does with a repeated member: the last one counts.
    const known = answers.find(text, from, head.value);
    if (known) {
      head.value.payload = known.value;
      return { action: head.value, end: known.end + 1 };
    }
    // The first `},"timestamp":` after it, else the end of the value found by scanning
    // (an answer with members of that name); a payload that is not the last member ends
    // before neither, and the whole action is parsed below.
    for (const end of ends(text, from)) {
      const payload = parse(text.slice(from, end));
      if (payload.ok) {
        if (typeof payload.value === 'object' && payload.value !== null) {
          answers.add(head.value, text.slice(from, end), payload.value);
        }
        head.value.payload = payload.value;
        return { action: head.value, end: end + 1 };
      }
    }
  }
  for (const end of ends(text, start, 1)) {
    const whole = parse(text.slice(start, end + 1));
    if (whole.ok) return isRecord(whole.value) ? { action: whole.value, end: end + 1 } : null;
  }
  return null;
}

/**
 * Where the JSON value at `from` may end, followed by `},"timestamp":` (an action's end):
 * the first such place, then (if that did not parse) the value's end as a scan of its
 * text finds it. Any place is checked by parsing the text up to it, so a wrong one only
 * costs time: a place before the value's end leaves it unclosed, one after it leaves a
 * second value.
 */
function* ends(text: string, from: number, close = 0): Generator<number> {
  const first = text.indexOf(ACTION_END, from + close);
  if (first < 0) return;
  yield first;
  const scanned = valueEnd(text, from) - close;
  if (scanned > first && text.startsWith(ACTION_END, scanned)) yield scanned;
}

/** The index after the JSON value starting at `at` (no whitespace, as exported), or -1. */
export function valueEnd(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: to its closing quote, one not escaped by an odd run of backslashes.
      let q = i;
      for (;;) {
        q = text.indexOf('"', q + 1);
        if (q < 0) return -1;
        let slashes = 0;
        while (text.charCodeAt(q - 1 - slashes) === 0x5c) slashes += 1;
        if (slashes % 2 === 0) break;
      }
      i = q;
      if (depth === 0) return i + 1;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
      if (depth === 0) return i + 1;
      if (depth < 0) return i;
    } else if (depth === 0 && c === 0x2c) {
      return i; // a number or a literal
    }
  }
  return depth === 0 ? text.length : -1;
}

/** The log in `text` if laid out as exported, else null (then parse the whole text). */
export function readExportedText(text: string): LogText | null {
  if (!text.startsWith(START) || !text.endsWith('}')) return null;
  // The header closes the file as one JSON value: no member after it can replace one.
  const headerAt = text.lastIndexOf(HEADER_KEY);
  if (headerAt < 0) return null;
  const header = parse(text.slice(headerAt + HEADER_KEY.length, -1));
  if (!header.ok) return null;

  const answers = new Answers();
  const actions: Action[] = [];
  let at = START.length;
  for (let id = 0; ; id++) {
    const key = `"${id}":${ENTRY}`;
    if (!text.startsWith(key, at)) return null;
    const read = readAction(text, at + key.length, `"${id + 1}":${ENTRY}`, answers);
    if (!read) return null;
    // `},"timestamp":` then a number and the entry's closing brace.
    const time = read.end + TIMESTAMP.length;
    const close = text.indexOf('}', time);
    if (close < 0 || !NUMBER.test(text.slice(time, close))) return null;
    if (id === 0) {
      if (read.action.type !== '@@INIT') return null; // the instrument's own first action
    } else {
      actions.push(read.action as unknown as Action);
    }
    at = close + 1;
    if (text[at] === ',') {
      at += 1;
      continue;
    }
    if (text[at] !== '}') return null;
    at += 1;
    break;
  }

  const staged = `,"nextActionId":${actions.length + 1},"stagedActionIds":[`;
  if (!text.startsWith(staged, at)) return null;
  at += staged.length;
  // Staged actions 0..n in order: the entries just read, all of them.
  for (let id = 0; id <= actions.length; id++) {
    const item = id < actions.length ? `${id},` : `${id}]`;
    if (!text.startsWith(item, at)) return null;
    at += item.length;
  }
  const committed = ',"skippedActionIds":[],"committedState":';
  if (!text.startsWith(committed, at)) return null;
  at += committed.length;
  const tailAt = text.lastIndexOf(',"currentStateIndex":', headerAt);
  if (tailAt < at || !LIFTED_TAIL.test(text.slice(tailAt, headerAt))) return null;
  const base = parse(text.slice(at, tailAt));
  if (!base.ok) return null;
  return { header: header.value, base: base.value, actions };
}
