/**
 * A rival's team (`/lig/rakip/:userTeamId`), opened from any table: the team of a round
 * whose deadline has passed (the server refuses earlier ones), on the pitch with points per
 * player and each player's breakdown (the team screens' read-only view), then compared
 * with the caller's primary team of the same round: common players, differentials on
 * both sides with their points, and the captains.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  useUserTeamGetUserTeamDetailListQuery,
  useUserTeamGetUserTeamListQuery,
  type UserTeamDetail,
  type UserTeamPlayer,
} from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Spinner } from '../../components/Spinner';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { useCulture } from '../../components/culture';
import { useClubs } from '../../reads/clubs';
import { useRounds } from '../../reads/rounds';
import { TeamView } from '../team/TeamView';
import { ManagerLink } from '../../components/ManagerLink';
import { useMyUserId } from './LeagueTable';
import '../team/team.css';

/** Points a player brought his team: his points times his multiplier (0 on the bench). */
const brought = (slot: UserTeamPlayer) =>
  slot.Points === null ? null : slot.Points * slot.Multiplier;

export interface Comparison {
  common: { theirs: UserTeamPlayer; mine: UserTeamPlayer }[];
  theirs: UserTeamPlayer[];
  mine: UserTeamPlayer[];
  theirCaptain: UserTeamPlayer | undefined;
  myCaptain: UserTeamPlayer | undefined;
}

/** Common players and differentials over the 15 of each squad. */
export function compareTeams(theirs: UserTeamDetail, mine: UserTeamDetail): Comparison {
  const mineById = new Map(mine.Players.map((p) => [p.PlayerId, p]));
  const theirIds = new Set(theirs.Players.map((p) => p.PlayerId));
  const byPoints = (a: UserTeamPlayer, b: UserTeamPlayer) => (brought(b) ?? 0) - (brought(a) ?? 0);
  return {
    common: theirs.Players.filter((p) => mineById.has(p.PlayerId))
      .map((p) => ({ theirs: p, mine: mineById.get(p.PlayerId)! }))
      .sort((a, b) => byPoints(a.theirs, b.theirs)),
    theirs: theirs.Players.filter((p) => !mineById.has(p.PlayerId)).sort(byPoints),
    mine: mine.Players.filter((p) => !theirIds.has(p.PlayerId)).sort(byPoints),
    theirCaptain: theirs.Players.find((p) => p.IsCaptain),
    myCaptain: mine.Players.find((p) => p.IsCaptain),
  };
}

function PlayerList({ title, players }: { title: string; players: UserTeamPlayer[] }) {
  const { t } = useTranslation('leagues');
  const culture = useCulture();
  return (
    <section className="compare__column" aria-label={title}>
      <h3>{title}</h3>
      {players.length === 0 ? (
        <p className="muted">{t('rival.none')}</p>
      ) : (
        <ul className="league-list">
          {players.map((p) => (
            <li key={p.PlayerId}>
              <span>
                {p.Player.DisplayName}
                {p.IsCaptain && <span className="muted"> (C)</span>}
              </span>
              <span className="tabular">
                {brought(p) === null
                  ? '–'
                  : t('rival.points', { points: culture.number(brought(p)!) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Compare({ theirs, mine }: { theirs: UserTeamDetail; mine: UserTeamDetail }) {
  const { t } = useTranslation('leagues');
  const diff = compareTeams(theirs, mine);
  return (
    <section className="card stack compare" aria-labelledby="compare-title" data-testid="compare">
      <h2 id="compare-title">{t('rival.compare')}</h2>
      <p className="muted">{t('rival.compareWith', { mine: mine.UserTeam.Name })}</p>
      <p>
        <span className="muted">{t('rival.scoreLabel')}: </span>
        <span className="display tabular">
          {t('rival.score', {
            theirs: theirs.UserTeam.Points ?? '–',
            mine: mine.UserTeam.Points ?? '–',
          })}
        </span>
      </p>
      <div className="compare__captains">
        <h3>{t('rival.captains')}</h3>
        <p>{t('rival.theirCaptain', { name: diff.theirCaptain?.Player.DisplayName ?? '–' })}</p>
        <p>{t('rival.myCaptain', { name: diff.myCaptain?.Player.DisplayName ?? '–' })}</p>
      </div>
      <div className="compare__columns">
        <PlayerList title={t('rival.theirs')} players={diff.theirs} />
        <PlayerList title={t('rival.mine')} players={diff.mine} />
        <PlayerList title={t('rival.common')} players={diff.common.map((c) => c.theirs)} />
      </div>
    </section>
  );
}

function MyComparison({ theirs }: { theirs: UserTeamDetail }) {
  const { t } = useTranslation('leagues');
  const list = useUserTeamGetUserTeamListQuery({
    competitionCode: DEFAULT_LEAGUE_CONTEXT.CompetitionCode,
    weeklyLeagueInformationId: theirs.UserTeam.WeeklyLeagueInformationId,
  });
  const primary = list.data?.data.find((team) => team.IsPrimary);
  const mine = useUserTeamGetUserTeamDetailListQuery(
    { userTeamId: primary?.Id ?? 0 },
    { skip: !primary },
  );
  if (list.isLoading || mine.isLoading) return <Spinner />;
  if (list.isError || mine.isError) {
    return (
      <ErrorState
        message={errorMessage(list.error ?? mine.error)}
        onRetry={() => void (list.isError ? list.refetch() : mine.refetch())}
      />
    );
  }
  if (!primary || !mine.data) return <p className="form-message">{t('rival.noMine')}</p>;
  return <Compare theirs={theirs} mine={mine.data.data} />;
}

export function RivalPage() {
  const { t } = useTranslation('leagues');
  const navigate = useNavigate();
  const teamId = Number(useParams().userTeamId);
  const valid = Number.isInteger(teamId) && teamId > 0;
  const me = useMyUserId();
  const detail = useUserTeamGetUserTeamDetailListQuery({ userTeamId: teamId }, { skip: !valid });
  const rounds = useRounds();
  const clubs = useClubs();
  const team = detail.data?.data;
  const round = rounds.rounds.find((r) => r.Id === team?.UserTeam.WeeklyLeagueInformationId);
  let body;
  if (!valid) body = <ErrorState message={t('rival.notYet')} />;
  else if (detail.isLoading || rounds.isLoading || clubs.isLoading) body = <Spinner />;
  else if (detail.isError || !team) {
    body = (
      <ErrorState
        message={errorMessage(detail.error) ?? t('rival.notYet')}
        onRetry={() => void detail.refetch()}
      />
    );
  } else {
    body = (
      <>
        <p className="muted" data-testid="rival-owner">
          <ManagerLink userName={team.User.UserName} /> · {team.UserTeam.Name}
        </p>
        <TeamView detail={team} round={round} clubs={clubs.byId} />
        {team.User.Id === me ? (
          <p className="form-message">{t('rival.self')}</p>
        ) : (
          <MyComparison theirs={team} />
        )}
      </>
    );
  }
  return (
    <>
      <p>
        <button
          type="button"
          className="button button--ghost back-link"
          onClick={() => navigate(-1)}
        >
          ← {t('rival.back')}
        </button>
      </p>
      <h1>{team ? team.UserTeam.Name : t('rival.title')}</h1>
      {body}
      <p>
        <Link to="/lig/pro-ligi">{t('nav.pro')}</Link>
      </p>
    </>
  );
}
