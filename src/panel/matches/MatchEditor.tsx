/**
 * `/panel/maclar/<id>`: one match's result and sheet, for entry or correction on match day
 * (a phone at 390 px works: every row is a small card). Each form starts from the stored
 * match and, after a save, from what the server stored; a refused save keeps what was typed.
 * Below, the round is scored again so corrections count.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  useMatchGetMatchDetailQuery,
  usePlayerGetPlayersListQuery,
  type Match,
  type MatchDetail,
} from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { useCulture } from '../../components/culture';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { Spinner } from '../../components/Spinner';
import { useClubs } from '../../reads/clubs';
import { useRounds } from '../../reads/rounds';
import { MatchFields } from './MatchFields';
import { RescoreButton } from './RescoreButton';
import { SheetEditor } from './SheetEditor';
import type { Squad } from './PlayerSelect';

const squadArg = (teamId: number | undefined) => ({
  playerListRequest: {
    ...DEFAULT_LEAGUE_CONTEXT,
    TeamId: teamId,
    SortingPaging: { PageNumber: 0, NumberRecords: 100 },
  },
});

export default function MatchEditor() {
  const { t } = useTranslation('panel');
  const c = useCulture();
  const matchId = Number(useParams().matchId);
  const clubs = useClubs();
  const { rounds } = useRounds();
  const query = useMatchGetMatchDetailQuery({ matchId }, { skip: !matchId });
  const [stored, setStored] = useState<{ detail?: MatchDetail; match?: Match; version: number }>({
    version: 0,
  });
  const detail = stored.detail ?? query.data?.data;
  const match = stored.match ?? detail?.Match;
  const home = useSquad(match?.HomeTeamId);
  const away = useSquad(match?.AwayTeamId);

  const squads: Squad[] = useMemo(
    () =>
      match
        ? [
            { clubName: clubs.name(match.HomeTeamId), players: home.data?.data ?? [] },
            { clubName: clubs.name(match.AwayTeamId), players: away.data?.data ?? [] },
          ]
        : [],
    [match, clubs, home.data, away.data],
  );
  const clubOfMap = useMemo(
    () => new Map(squads.flatMap((s) => s.players.map((p) => [p.Id, p.TeamId] as const))),
    [squads],
  );
  const clubOf = useMemo(() => (id: number) => clubOfMap.get(id), [clubOfMap]);

  if (query.isLoading || home.isLoading || away.isLoading) return <Spinner />;
  const failed = query.error ?? home.error ?? away.error;
  if (failed || !detail || !match) {
    return (
      <section className="page panel">
        <h1>{t('match.title')}</h1>
        <ErrorState
          message={errorMessage(failed)}
          onRetry={() => {
            void query.refetch();
            void home.refetch();
            void away.refetch();
          }}
        />
      </section>
    );
  }
  const round = rounds.find((r) => r.Id === match.WeeklyLeagueInformationId);
  const homeName = clubs.name(match.HomeTeamId);
  const awayName = clubs.name(match.AwayTeamId);

  return (
    <section className="page panel">
      <p>
        <Link to={`/panel/maclar?hafta=${match.WeeklyLeagueInformationId}`}>
          {t('matches.back')}
        </Link>
      </p>
      <h1>
        {homeName} {match.HomeScore ?? '–'} – {match.AwayScore ?? '–'} {awayName}
      </h1>
      <p className="field__hint">
        {round?.Title} · {c.dateTime(match.Kickoff)} · {t(`matches.states.${match.State}`)}
        {detail.IsProvisional && ` · ${t('match.provisional')}`}
      </p>
      <MatchFields
        key={`fields-${stored.version}`}
        match={match}
        homeName={homeName}
        awayName={awayName}
        onSaved={(saved) =>
          setStored((before) => ({ ...before, match: saved, version: before.version + 1 }))
        }
      />
      <div className="card panel-card">
        <SheetEditor
          key={`sheet-${stored.version}`}
          detail={detail}
          squads={squads}
          clubOf={clubOf}
          onSaved={(saved) =>
            setStored((before) => ({
              detail: saved,
              match: saved.Match,
              version: before.version + 1,
            }))
          }
        />
      </div>
      {round && (
        <section className="card panel-card" aria-labelledby="panel-rescore">
          <h2 id="panel-rescore">{t('matches.rescoreTitle')}</h2>
          <p className="field__hint">{t('matches.rescoreHint')}</p>
          <RescoreButton round={round} />
        </section>
      )}
    </section>
  );
}

function useSquad(teamId: number | undefined) {
  return usePlayerGetPlayersListQuery(squadArg(teamId), { skip: teamId === undefined });
}
