/**
 * The builder's unsaved squad, kept in the browser between visits so a reload or a closed
 * tab does not lose a hand-picked team. Its own localStorage key, apart from the store's
 * persisted keys (which are the spec's): `kadro.teamDraft`, one draft per user, round and
 * team. Written by the builder page after each change the user makes, removed when the team
 * is saved or the draft is thrown away; drafts of other rounds are dropped on each write.
 *
 * A draft remembers which saved version of the team it was made from (`UpdatedAt`): once
 * the team is saved again (elsewhere), the draft is stale and not offered.
 */
import { useEffect, useState } from 'react';
import type { Player } from '../../../../store/api/engine';
import {
  draftOf,
  type BuilderDraft,
  type TeamBuilderState,
} from '../../../../store/team/teamBuilderSlice';

export const DRAFT_KEY = 'kadro.teamDraft';

export interface DraftAddress {
  userId: number;
  roundId: number;
  /** The saved team's id; null for a new team. */
  teamId: number | null;
  /** The saved version the draft was made from; null for a new team. */
  base: string | null;
}

interface StoredDraft extends DraftAddress {
  draft: BuilderDraft;
}

const sameTeam = (a: DraftAddress, b: DraftAddress) =>
  a.userId === b.userId && a.roundId === b.roundId && a.teamId === b.teamId;

function readAll(): StoredDraft[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (d): d is StoredDraft =>
        typeof d === 'object' &&
        d !== null &&
        typeof (d as StoredDraft).userId === 'number' &&
        typeof (d as StoredDraft).roundId === 'number' &&
        typeof (d as StoredDraft).draft === 'object' &&
        Array.isArray((d as StoredDraft).draft?.xi) &&
        Array.isArray((d as StoredDraft).draft?.bench),
    );
  } catch {
    return [];
  }
}

function writeAll(drafts: StoredDraft[]) {
  try {
    if (drafts.length === 0) localStorage.removeItem(DRAFT_KEY);
    else localStorage.setItem(DRAFT_KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or refused (private mode): the draft is a convenience, not the team.
  }
}

/** The draft kept for this team, when it was made from the team as saved now. */
export function readDraft(address: DraftAddress): BuilderDraft | null {
  // Drafts belong to a signed-in user; none is read or kept before he is known.
  if (!address.userId) return null;
  const found = readAll().find((d) => sameTeam(d, address));
  return found && found.base === address.base ? found.draft : null;
}

/** Keeps the draft of this team; drafts of other rounds go. */
export function writeDraft(address: DraftAddress, draft: BuilderDraft) {
  if (!address.userId) return;
  const others = readAll().filter(
    (d) => !sameTeam(d, address) && !(d.userId === address.userId && d.roundId !== address.roundId),
  );
  writeAll([...others, { ...address, draft }]);
}

export function clearDraft(address: DraftAddress) {
  writeAll(readAll().filter((d) => !sameTeam(d, address)));
}

/** The draft's players as the pool has them today. */
export function draftPlayers(draft: BuilderDraft, pool: readonly Player[]): Player[] {
  const ids = new Set(
    [...draft.xi, ...draft.bench].flatMap((s) => (s.playerId === null ? [] : [s.playerId])),
  );
  return pool.filter((p) => ids.has(p.Id));
}

/**
 * Keeps the builder's squad as this team's draft once the user has changed it (`edited`),
 * after every change; `saved` forgets it.
 */
export function useKeptDraft(address: DraftAddress, state: TeamBuilderState) {
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    if (edited) writeDraft(address, draftOf(state));
  }, [edited, state, address]);
  return {
    edited: () => setEdited(true),
    saved: () => {
      setEdited(false);
      clearDraft(address);
    },
  };
}
