/**
 * The team area (`/takim/*`, its own chunk): `/takim/takimim` my teams, `/takim/yeni` a new
 * team for the open round, `/takim/:teamId` one team (the builder while its round is
 * open, read-only with points after the deadline).
 */
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import {
  useUserTeamGetUserTeamCountQuery,
  useUserTeamGetUserTeamDetailListQuery,
  type WeeklyLeagueInformation,
} from '../../../store/api/engine';
import { Spinner } from '../../components/Spinner';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { MyTeamsPage } from './MyTeamsPage';
import { TeamEditor } from './TeamEditor';
import { TeamView } from './TeamView';
import { useClubs } from '../../reads/clubs';
import { LIVE_POLL_MS } from '../../reads/livePoll';
import { inPlay, useRounds } from '../../reads/rounds';
import { COMPETITION } from './teamData';
import './team.css';

function BackLink() {
  const { t } = useTranslation('team');
  return (
    <p>
      <Link to="/takim/takimim">← {t('back')}</Link>
    </p>
  );
}

function NewTeam({ round }: { round: WeeklyLeagueInformation }) {
  const { t } = useTranslation('team');
  const count = useUserTeamGetUserTeamCountQuery({
    weeklyLeagueInformationId: round.Id,
    competitionCode: COMPETITION,
  });
  if (count.isLoading) return <Spinner />;
  if (count.isError || !count.data) {
    return <ErrorState message={errorMessage(count.error)} onRetry={() => void count.refetch()} />;
  }
  const { HasPrimary, Count, ExtraTeamPriceCoins } = count.data.data;
  if (HasPrimary && ExtraTeamPriceCoins === null) {
    return <p className="form-message">{t('myTeams.limitReached')}</p>;
  }
  return (
    <TeamEditor
      round={round}
      isPrimary={!HasPrimary}
      defaultName={HasPrimary ? `${t('defaultName')} ${Count + 1}` : t('defaultName')}
      extraTeamCoins={HasPrimary ? ExtraTeamPriceCoins : null}
    />
  );
}

function NewTeamPage() {
  const { t } = useTranslation('team');
  const { current, isLoading, isError, error, refetch } = useRounds();
  return (
    <section className="page team-page">
      <BackLink />
      <h1>{t('builderTitle')}</h1>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : current?.State === 'open' ? (
        <NewTeam round={current} />
      ) : (
        <p className="form-message">{current ? t('locked') : t('round.none')}</p>
      )}
    </section>
  );
}

function TeamDetailPage() {
  const { t } = useTranslation('team');
  const teamId = Number(useParams().teamId);
  const valid = Number.isInteger(teamId) && teamId > 0;
  const detail = useUserTeamGetUserTeamDetailListQuery({ userTeamId: teamId }, { skip: !valid });
  const rounds = useRounds({ pollWhileInPlay: true });
  const clubs = useClubs();
  const team = detail.data?.data;
  const round = rounds.rounds.find((r) => r.Id === team?.UserTeam.WeeklyLeagueInformationId);
  // While its round plays, the team's points are asked again once a minute.
  useUserTeamGetUserTeamDetailListQuery(
    { userTeamId: teamId },
    {
      skip: !valid || !round || !inPlay(round),
      pollingInterval: LIVE_POLL_MS,
      skipPollingIfUnfocused: true,
    },
  );
  let body;
  if (!valid) body = <ErrorState message={t('notFound')} />;
  else if (detail.isLoading || rounds.isLoading || clubs.isLoading) body = <Spinner />;
  else if (detail.isError || !team) {
    body = (
      <ErrorState
        message={errorMessage(detail.error) ?? t('notFound')}
        onRetry={() => void detail.refetch()}
      />
    );
  } else if (team.UserTeam.IsEditable && round) {
    body = (
      <TeamEditor
        round={round}
        team={team}
        isPrimary={team.UserTeam.IsPrimary}
        defaultName={team.UserTeam.Name}
      />
    );
  } else body = <TeamView detail={team} round={round} clubs={clubs.byId} />;
  return (
    <section className="page team-page">
      <BackLink />
      <h1>
        {team ? team.UserTeam.Name : t('viewTitle')}
        {team && (
          <span className="visually-hidden">
            {' '}
            · {team.UserTeam.IsEditable ? t('editTitle') : t('viewTitle')}
          </span>
        )}
      </h1>
      {body}
    </section>
  );
}

export default function TeamPage() {
  return (
    <Routes>
      <Route path="takimim" element={<MyTeamsPage />} />
      <Route path="yeni" element={<NewTeamPage />} />
      <Route path=":teamId" element={<TeamDetailPage />} />
      <Route path="*" element={<Navigate to="/takim/takimim" replace />} />
    </Routes>
  );
}
