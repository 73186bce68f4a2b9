import type { BuilderDraft } from '../../../../store/team/teamBuilderSlice';
import { DRAFT_KEY, clearDraft, readDraft, writeDraft, type DraftAddress } from './draftStorage';

const draft = (name: string): BuilderDraft => ({
  name,
  lineup: '4-4-2',
  booster: null,
  xi: [{ position: 'GK', playerId: 1 }],
  bench: [],
  captainId: null,
  viceCaptainId: null,
});
const at = (fields: Partial<DraftAddress> = {}): DraftAddress => ({
  userId: 7,
  roundId: 7,
  teamId: 31,
  base: '2030-01-01T10:00:00Z',
  ...fields,
});

beforeEach(() => localStorage.clear());

it('keeps one draft per user, round and team, and gives it back only to that team', () => {
  writeDraft(at(), draft('A'));
  writeDraft(at({ teamId: null, base: null }), draft('new'));
  writeDraft(at({ userId: 8 }), draft('other user'));
  expect(readDraft(at())?.name).toBe('A');
  expect(readDraft(at({ teamId: null, base: null }))?.name).toBe('new');
  expect(readDraft(at({ userId: 8 }))?.name).toBe('other user');
  expect(readDraft(at({ teamId: 32 }))).toBeNull();
  // Made from an older save of the team: not offered.
  expect(readDraft(at({ base: '2030-01-02T00:00:00Z' }))).toBeNull();
});

it("drops the user's drafts of other rounds when a new one is written", () => {
  writeDraft(at({ roundId: 6 }), draft('last round'));
  writeDraft(at({ userId: 8, roundId: 6 }), draft('another user'));
  writeDraft(at(), draft('this round'));
  expect(readDraft(at({ roundId: 6 }))).toBeNull();
  expect(readDraft(at({ userId: 8, roundId: 6 }))?.name).toBe('another user');
  clearDraft(at());
  clearDraft(at({ userId: 8, roundId: 6 }));
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
});

it('ignores what it cannot read, and keeps nothing before the user is known', () => {
  localStorage.setItem(DRAFT_KEY, '{not json');
  expect(readDraft(at())).toBeNull();
  localStorage.setItem(DRAFT_KEY, JSON.stringify([{ userId: 7, roundId: 7, draft: 'x' }]));
  expect(readDraft(at())).toBeNull();
  localStorage.clear();
  writeDraft(at({ userId: 0 }), draft('nobody'));
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
});
