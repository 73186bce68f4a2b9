/**
 * The game's numbers as data: the scoring table and the squad rules of a competition, read
 * from `score_rule_sets` and `score_rules` (seeded by migration 0003). Scoring, team
 * validation, the team generator and `PlayerScoreRuleSet/GetRuleSets` all read them here.
 */
import type { Queryable } from '../db/database';
import type { Language } from '../http/language';
import type { PlayerScoreRuleSet } from '../../store/api/engine';

export interface RuleSet extends PlayerScoreRuleSet {
  /** Coins a new extra team costs (free with a subscription); not part of the API shape. */
  ExtraTeamPriceCoins: number;
}

interface RuleSetRow {
  id: number;
  competition_code: string;
  name_tr: string;
  name_en: string;
  captain_multiplier: number;
  triple_captain_multiplier: number;
  squad_size: number;
  gk_count: number;
  def_count: number;
  mid_count: number;
  fwd_count: number;
  starter_count: number;
  bench_size: number;
  max_players_per_team: number;
  budget: number;
  budget_booster_amount: number;
  formations: string[];
  max_extra_teams: number;
  extra_team_price_coins: number;
  deadline_minutes_before_kickoff: number;
  max_price_change_per_round: number;
}

interface RuleRow {
  rule_set_id: number;
  stat: string;
  position: string;
  points: number;
  per: number;
  min_minutes: number | null;
  max_minutes: number | null;
  rank: number | null;
  label_key: string;
  sort_order: number;
}

/** Every competition's rule set (`competitionCode` narrows it to one). */
export async function loadRuleSets(
  q: Queryable,
  language: Language,
  competitionCode?: string,
): Promise<RuleSet[]> {
  const sets = await q.query<RuleSetRow>(
    `SELECT * FROM score_rule_sets WHERE $1::text IS NULL OR competition_code = $1 ORDER BY id`,
    [competitionCode ?? null],
  );
  const rules = await q.query<RuleRow>(
    `SELECT r.* FROM score_rules r JOIN score_rule_sets s ON s.id = r.rule_set_id
     WHERE $1::text IS NULL OR s.competition_code = $1
     ORDER BY r.sort_order, array_position(ARRAY['GK','DEF','MID','FWD'], r.position), r.id`,
    [competitionCode ?? null],
  );
  return sets.map((s) => ({
    Id: s.id,
    CompetitionCode: s.competition_code,
    Name: language === 'en-US' ? s.name_en : s.name_tr,
    CaptainMultiplier: s.captain_multiplier,
    TripleCaptainMultiplier: s.triple_captain_multiplier,
    Rules: rules
      .filter((r) => r.rule_set_id === s.id)
      .map((r) => ({
        Stat: r.stat,
        Position: r.position,
        Points: r.points,
        Per: r.per,
        MinMinutes: r.min_minutes,
        MaxMinutes: r.max_minutes,
        Rank: r.rank,
        LabelKey: r.label_key,
        SortOrder: r.sort_order,
      })) as RuleSet['Rules'],
    Squad: {
      SquadSize: s.squad_size,
      PositionCounts: { GK: s.gk_count, DEF: s.def_count, MID: s.mid_count, FWD: s.fwd_count },
      StarterCount: s.starter_count,
      BenchSize: s.bench_size,
      MaxPlayersPerTeam: s.max_players_per_team,
      Budget: s.budget,
      BudgetBoosterAmount: s.budget_booster_amount,
      Formations: s.formations as RuleSet['Squad']['Formations'],
      MaxExtraTeams: s.max_extra_teams,
      DeadlineMinutesBeforeKickoff: s.deadline_minutes_before_kickoff,
      MaxPriceChangePerRound: s.max_price_change_per_round,
    },
    ExtraTeamPriceCoins: s.extra_team_price_coins,
  }));
}

/** One competition's rule set; throws when the competition has none (a setup error). */
export async function loadRuleSet(
  q: Queryable,
  competitionCode: string,
  language: Language = 'tr-TR',
): Promise<RuleSet> {
  const [set] = await loadRuleSets(q, language, competitionCode);
  if (!set) throw new Error(`no rule set for competition ${competitionCode}`);
  return set;
}
