/**
 * A team that cannot change (its round is past the deadline, or it is not the caller's):
 * the pitch without editing controls, a notice that says why, and once the round is live
 * the team's points and each player's. Every player is a button (click, tap, Enter or
 * Space) that opens his breakdown in a dialog, with what his points counted for in the team
 * ("9 × 2 = 18" for a captain, never "18 ×2"); automatic substitutions are listed in words:
 * who came in for whom, and why.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useMatchesOfTheWeekGetMatchesOfTheWeekListQuery,
  type Match,
  type Team,
  type UserTeamDetail,
  type UserTeamPlayer,
  type WeeklyLeagueInformation,
} from '../../../store/api/engine';
import {
  PlayerBreakdownDialog,
  type TeamShare,
} from '../../components/breakdown/PlayerBreakdownDialog';
import { culture } from '../../components/culture';
import { SquadPitch } from './SquadPitch';
import type { TokenView } from './SquadToken';
import { useLanguage } from '../../reads/language';
import { useRuleSet } from '../../reads/ruleSet';
import { formationMinimums, pairAutoSubs, type AutoSub } from './autoSubs';
import { LIVE_POLL_MS } from '../../reads/livePoll';
import { inPlay } from '../../reads/rounds';
import { DEFAULT_LEAGUE_CONTEXT, DEFAULT_PAGE_NUMBER } from '../../../store/constants';

/**
 * While the round plays, each club's match of the round (scores move: asked again once a
 * minute), so a player whose match has not started shows it rather than 0 (GAME_RULES).
 */
function useMatchByClub(round: WeeklyLeagueInformation | undefined): Map<number, Match> {
  const playing = round !== undefined && inPlay(round);
  const { data } = useMatchesOfTheWeekGetMatchesOfTheWeekListQuery(
    {
      matchListRequest: {
        ...DEFAULT_LEAGUE_CONTEXT,
        WeeklyLeagueInformationId: round?.Id ?? 0,
        SortingPaging: { PageNumber: DEFAULT_PAGE_NUMBER, NumberRecords: 100 },
      },
    },
    { skip: !playing, pollingInterval: LIVE_POLL_MS, skipPollingIfUnfocused: true },
  );
  const byClub = new Map<number, Match>();
  for (const match of data?.data ?? []) {
    byClub.set(match.HomeTeamId, match);
    byClub.set(match.AwayTeamId, match);
  }
  return byClub;
}

/** The automatic substitutions in words: who came in for whom, and why. */
function AutoSubsList({ pairs }: { pairs: AutoSub[] }) {
  const { t } = useTranslation('team');
  if (pairs.length === 0) return null;
  return (
    <section className="auto-subs" aria-labelledby="auto-subs-title" data-testid="auto-subs">
      <h3 id="auto-subs-title">{t('teamView.autoSubs.title')}</h3>
      <ul>
        {pairs.map((pair) => {
          const names = { in: pair.in.Player.DisplayName, out: pair.out.Player.DisplayName };
          return (
            <li key={pair.out.PlayerId}>
              <strong>{t('teamView.autoSubs.pair', names)}</strong>
              <span className="muted"> {t('teamView.autoSubs.why', names)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function TeamView({
  detail,
  round,
  clubs,
}: {
  detail: UserTeamDetail;
  round: WeeklyLeagueInformation | undefined;
  clubs: ReadonlyMap<number, Team>;
}) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const team = detail.UserTeam;
  const [openId, setOpenId] = useState<number | null>(null);
  const scored = team.Points !== null;
  const open = detail.Players.find((p) => p.PlayerId === openId);
  const matchByClub = useMatchByClub(round);
  const { ruleSet } = useRuleSet();
  const pairs = pairAutoSubs(detail.Players, formationMinimums(ruleSet?.Squad.Formations ?? []));
  const cameInFor = new Map(pairs.map((pair) => [pair.in.PlayerId, pair.out]));
  const wentOutFor = new Map(pairs.map((pair) => [pair.out.PlayerId, pair.in]));

  /** A player whose match has not kicked off: his fixture ("FB · 20:00"), not 0. */
  const fixtureOf = (slot: UserTeamPlayer): string | undefined => {
    const match = matchByClub.get(slot.Player.TeamId);
    if (!match || match.State !== 'scheduled') return undefined;
    const opponentId =
      match.HomeTeamId === slot.Player.TeamId ? match.AwayTeamId : match.HomeTeamId;
    const opponent = clubs.get(opponentId);
    return t('points.fixture', {
      opponent: opponent?.ShortName ?? '',
      time: culture(language).time(match.Kickoff),
    });
  };

  /** What he counts for in the team: "9 × 2 = 18 puan" for a captain, else his points. */
  const captionOf = (slot: UserTeamPlayer, points: number): string =>
    slot.Multiplier > 1
      ? t('teamView.sum', {
          points,
          multiplier: slot.Multiplier,
          total: points * slot.Multiplier,
        })
      : t('points.player', { points });

  const benchIdle = (slot: UserTeamPlayer) => !slot.IsStarter && slot.Multiplier === 0;

  /** Why he counts (or not) as he does, in words: automatic substitutions, the bench. */
  const noteOf = (slot: UserTeamPlayer): string | undefined => {
    const outFor = cameInFor.get(slot.PlayerId);
    if (outFor) return t('teamView.autoSubs.inFor', { name: outFor.Player.DisplayName });
    const inFor = wentOutFor.get(slot.PlayerId);
    if (inFor) return t('teamView.autoSubs.outFor', { name: inFor.Player.DisplayName });
    if (slot.AutoSubbedIn) return t('pitch.autoIn');
    if (slot.AutoSubbedOut) return t('pitch.autoOut');
    if (scored && benchIdle(slot)) return t('teamView.benchIdle');
    return undefined;
  };

  const shareOf = (slot: UserTeamPlayer): TeamShare | undefined =>
    slot.Points === null
      ? undefined
      : {
          points: slot.Points,
          multiplier: slot.Multiplier,
          role: slot.IsCaptain
            ? 'captain'
            : slot.IsViceCaptain
              ? 'vice'
              : slot.IsStarter
                ? 'starter'
                : 'bench',
        };

  const token = (slot: UserTeamPlayer): TokenView => ({
    key: String(slot.PlayerId),
    position: slot.Player.Position,
    player: slot.Player,
    caption:
      slot.Points === null
        ? culture(language).price(slot.Price)
        : (fixtureOf(slot) ?? captionOf(slot, slot.Points)),
    captain: slot.IsCaptain,
    vice: slot.IsViceCaptain,
    selected: slot.PlayerId === openId,
    dimmed: slot.AutoSubbedOut || benchIdle(slot),
    note: noteOf(slot),
    onSelect: scored ? () => setOpenId(slot.PlayerId) : undefined,
  });

  const locked = round ? round.State !== 'open' && round.State !== 'upcoming' : !team.IsEditable;
  return (
    <div className="team-view">
      <p className="form-message" role="note" data-testid="team-readonly">
        {locked ? t('locked') : t('notEditable')}
      </p>
      {round && (
        <p className="muted">
          {round.Title} · {t(`round.state.${round.State}`)} ·{' '}
          {t('round.deadline', { date: culture(language).deadline(round.Deadline) })}
        </p>
      )}
      <div className="builder__summary">
        <div className="stat">
          <span className="stat__label">{t('points.title')}</span>
          <span className="stat__value stat__value--big tabular" data-testid="team-points">
            {scored ? t('points.total', { points: team.Points }) : '–'}
          </span>
        </div>
        <div className="stat">
          <span className="stat__label">{t('formation')}</span>
          <span className="stat__value tabular">{team.LineupOfPlayerType}</span>
        </div>
        {team.Booster && (
          <div className="stat">
            <span className="stat__label">{t('booster.title')}</span>
            <span className="stat__value">{t(`booster.${team.Booster}`)}</span>
          </div>
        )}
      </div>
      <p className="muted" data-testid="points-state">
        {!scored
          ? t('points.pending')
          : round?.State === 'live'
            ? t('points.live')
            : team.IsProvisional
              ? t('points.provisional')
              : t('points.final')}
      </p>
      <SquadPitch
        xi={detail.Players.filter((p) => p.IsStarter).map(token)}
        bench={detail.Players.filter((p) => !p.IsStarter)
          .sort((a, b) => (a.BenchOrder ?? 0) - (b.BenchOrder ?? 0))
          .map(token)}
        clubs={clubs}
      />
      {scored && <p className="muted">{t('teamView.tapHint')}</p>}
      <AutoSubsList pairs={pairs} />
      {open && (
        <PlayerBreakdownDialog
          playerId={open.PlayerId}
          name={open.Player.DisplayName}
          roundId={team.WeeklyLeagueInformationId}
          share={shareOf(open)}
          note={noteOf(open)}
          onClose={() => setOpenId(null)}
        />
      )}
    </div>
  );
}
