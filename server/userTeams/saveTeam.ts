/**
 * `InsertCreatingUserTeam`: saves a user team for an open round in one transaction, with
 * everything it spends (extra-team coins, booster items) posted to the wallet ledger in
 * the same transaction, and the answer kept under the caller's idempotency key.
 *
 * Boosters: a wallet item is for one team and one round, and a team plays at most one
 * booster (GAME_RULES "each for one team and one round, at most one per team per round").
 * So a user holding two Triple Captains may play one on each of two teams of a round; each
 * team spends its own item, and changing or removing a team's booster before the deadline
 * gives that item back.
 */
import type {
  Booster,
  InsertCreatingUserTeamRequest,
  UserTeamDetail,
} from '../../store/api/engine';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { RoundState } from '../rounds/roundView';
import { loadRuleSet } from '../ruleSets/ruleSet';
import { grantFreeBoosters } from '../wallet/halfSeason';
import { balanceOf, post } from '../wallet/ledger';
import { budgetOf, slotOrders, validateSquad, type SquadPlayer } from '../../rules/squad';
import { BOOSTER_NAMES } from '../../rules/squadMessages';
import { filledFailure, violationFailure } from './teamFailures';
import { isOpenAt, keptPrices, readTeamDetail } from './teamView';
import { BOOSTER_PRODUCT, COIN, extraTeamPrice } from './teamWallet';

const OPERATION = 'userTeamInsertCreatingUserTeam';

export async function saveUserTeam(
  db: Database,
  userId: number,
  request: InsertCreatingUserTeamRequest,
  now: Date,
): Promise<UserTeamDetail> {
  return db.transaction(async (tx) => {
    // One save of a user at a time: team counts, the primary flag and keys stay consistent.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const key = request.IdempotencyKey;
    if (key) {
      const [done] = await tx.query<{ result: UserTeamDetail }>(
        'SELECT result FROM idempotent_results WHERE user_id = $1 AND idempotency_key = $2 AND operation = $3',
        [userId, key, OPERATION],
      );
      if (done) return done.result;
    }

    // The round row is shared-locked so the lock job waits for a save in flight.
    const [round] = await tx.query<{ state: RoundState; deadline: Date | null }>(
      'SELECT state, deadline FROM rounds WHERE id = $1 AND competition_code = $2 FOR SHARE',
      [request.WeeklyLeagueInformationId, request.CompetitionCode],
    );
    if (!round) throw new Failure(FAILURES.readRoundNotFound);
    if (!isOpenAt(round.state, round.deadline, now)) throw new Failure(FAILURES.teamRoundNotOpen);

    const existing = await tx.query<{ id: number; is_primary: boolean; booster: Booster | null }>(
      'SELECT id, is_primary, booster FROM user_teams WHERE user_id = $1 AND round_id = $2 FOR UPDATE',
      [userId, request.WeeklyLeagueInformationId],
    );
    const replaced =
      request.UserTeamId === undefined
        ? null
        : (existing.find((t) => t.id === request.UserTeamId) ?? null);
    if (request.UserTeamId !== undefined && !replaced) throw new Failure(FAILURES.teamNotYours);

    const rules = await loadRuleSet(tx, request.CompetitionCode);
    const players = await squadPlayers(
      tx,
      request.CompetitionCode,
      request.Players.map((p) => p.PlayerId),
    );
    // The primary team carries over: its kept players count at their budget price.
    if (request.IsPrimary) {
      const kept = await keptPrices(tx, userId, request.WeeklyLeagueInformationId);
      for (const player of players.values()) player.keptPrice = kept.get(player.id) ?? null;
    }
    const [violation] = validateSquad(
      {
        lineup: request.LineupOfPlayerType,
        picks: request.Players,
        captainId: request.CaptainPlayerId,
        viceCaptainId: request.ViceCaptainPlayerId,
        booster: request.Booster,
      },
      rules.Squad,
      players,
    );
    if (violation) throw violationFailure(violation);
    const name = request.Name.trim();
    if (name === '') throw new Failure(FAILURES.teamNameBlank);

    if (!replaced && existing.length === 0 && !request.IsPrimary) {
      throw new Failure(FAILURES.teamFirstMustBePrimary);
    }
    if (replaced?.is_primary && !request.IsPrimary) {
      throw new Failure(FAILURES.teamPrimaryCannotBeUnset);
    }
    const isExtra = !replaced && existing.length > 0;
    if (isExtra && existing.length > rules.Squad.MaxExtraTeams) {
      throw filledFailure(FAILURES.teamExtraLimit, { max: rules.Squad.MaxExtraTeams });
    }

    if (request.IsPrimary) {
      await tx.query(
        `UPDATE user_teams SET is_primary = false, updated_at = $3
         WHERE user_id = $1 AND round_id = $2 AND is_primary AND id <> $4`,
        [userId, request.WeeklyLeagueInformationId, now, replaced?.id ?? 0],
      );
    }
    const budget = budgetOf(rules.Squad, request.Booster);
    const teamFields = [
      name,
      request.IsPrimary,
      request.LineupOfPlayerType,
      budget,
      request.Booster,
      request.CaptainPlayerId,
      request.ViceCaptainPlayerId,
      now,
    ];
    let teamId: number;
    let revision = 0;
    if (replaced) {
      teamId = replaced.id;
      // Saving makes the team the user's own: no longer the carried-over copy.
      const [row] = await tx.query<{ revision: number }>(
        `UPDATE user_teams SET name = $2, is_primary = $3, lineup = $4, budget = $5, booster = $6,
           captain_player_id = $7, vice_captain_player_id = $8, updated_at = $9,
           is_carried_over = false, revision = revision + 1
         WHERE id = $1 RETURNING revision`,
        [teamId, ...teamFields],
      );
      revision = row!.revision;
      await tx.query('DELETE FROM user_team_players WHERE user_team_id = $1', [teamId]);
    } else {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO user_teams (name, is_primary, lineup, budget, booster, captain_player_id,
           vice_captain_player_id, created_at, updated_at, user_id, round_id, competition_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11) RETURNING id`,
        [...teamFields, userId, request.WeeklyLeagueInformationId, request.CompetitionCode],
      );
      teamId = row!.id;
    }
    const slots = slotOrders(request.Players, (id) => players.get(id)!.position);
    await tx.query(
      `INSERT INTO user_team_players (user_team_id, player_id, slot_order, is_starter, bench_order)
       SELECT $1::int, * FROM unnest($2::int[], $3::int[], $4::boolean[], $5::int[])`,
      [
        teamId,
        request.Players.map((p) => p.PlayerId),
        request.Players.map((p) => slots.get(p.PlayerId)),
        request.Players.map((p) => p.IsStarter),
        request.Players.map((p) => p.BenchOrder),
      ],
    );

    const reference = `user_team:${teamId}`;
    // Each save of a team is its own cause: its booster movements are keyed by its revision.
    const saveKey = `${reference}:r${revision}`;
    const oldBooster = replaced?.booster ?? null;
    if (oldBooster !== request.Booster) {
      if (oldBooster) {
        await post(tx, {
          userId,
          productCode: BOOSTER_PRODUCT[oldBooster],
          quantity: 1,
          reason: 'boosterReturned',
          reference,
          idempotencyKey: `${saveKey}:boosterReturned`,
          at: now,
        });
      }
      if (request.Booster) {
        await grantFreeBoosters(tx, userId, now);
        const spent = await post(tx, {
          userId,
          productCode: BOOSTER_PRODUCT[request.Booster],
          quantity: -1,
          reason: 'teamBooster',
          reference,
          idempotencyKey: `${saveKey}:teamBooster`,
          at: now,
        });
        if (spent === 'insufficient') {
          throw filledFailure(FAILURES.teamBoosterMissing, {
            booster: BOOSTER_NAMES[request.Booster],
          });
        }
      }
    }
    if (isExtra) {
      const price = await extraTeamPrice(tx, userId, rules.ExtraTeamPriceCoins, now);
      const paid =
        price === 0
          ? 'posted'
          : await post(tx, {
              userId,
              productCode: COIN,
              quantity: -price,
              reason: 'extraTeam',
              reference,
              idempotencyKey: `${reference}:extraTeam`,
              at: now,
            });
      if (paid === 'insufficient') {
        throw filledFailure(FAILURES.teamNotEnoughCoins, {
          price,
          balance: await balanceOf(tx, userId, COIN),
        });
      }
    }

    const detail = await readTeamDetail(tx, teamId, userId, now);
    if (key) {
      await tx.query(
        `INSERT INTO idempotent_results (user_id, idempotency_key, operation, result, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [userId, key, OPERATION, JSON.stringify(detail), now],
      );
    }
    return detail;
  });
}

/** The picked players that belong to the competition, with what the squad rules read. */
async function squadPlayers(
  q: Queryable,
  competitionCode: string,
  ids: number[],
): Promise<Map<number, SquadPlayer>> {
  // The round is open, so its prices are the players' current prices.
  const rows = await q.query<SquadPlayer>(
    `SELECT p.id, p.display_name AS name, p.position, p.club_id AS "clubId",
       c.name AS "clubName", p.price
     FROM players p JOIN clubs c ON c.id = p.club_id
     WHERE p.id = ANY($1::int[]) AND p.competition_code = $2`,
    [ids, competitionCode],
  );
  return new Map(rows.map((r) => [r.id, r]));
}
