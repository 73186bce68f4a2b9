/**
 * Special (sponsored) leagues: `/lig/ozel-ligler` lists them; joining asks the server's
 * two gates first, `CheckUser` (not ended, not full, e-mail verified) and `CheckProduct`
 * (the pass in the wallet), says why not when a gate is shut (with the market's pass for a
 * missing one), then joins (spending the pass). `/lig/ozel-lig/:leagueId` is its table.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  useLazySpecialLeagueCheckProductQuery,
  useLazySpecialLeagueCheckUserQuery,
  useSpecialLeagueGetSpecialLeagueListQuery,
  useSpecialLeagueGetWeeklySpecialLeagueScoreQuery,
  useSpecialLeagueJoinSpecialLeagueMutation,
  type SpecialLeague,
  type SpecialLeagueCheck,
} from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { failureMessage, useOutcome } from './LeagueForms';
import { tableRequest, UserLeagueTable, useTableState } from './LeagueTable';

export function useSpecialLeagues() {
  return useSpecialLeagueGetSpecialLeagueListQuery({
    competitionCode: DEFAULT_LEAGUE_CONTEXT.CompetitionCode,
  });
}

function JoinSpecial({ league }: { league: SpecialLeague }) {
  const { t } = useTranslation('leagues');
  const [checkUser] = useLazySpecialLeagueCheckUserQuery();
  const [checkProduct] = useLazySpecialLeagueCheckProductQuery();
  const [join] = useSpecialLeagueJoinSpecialLeagueMutation();
  const outcome = useOutcome();
  const [refusal, setRefusal] = useState<SpecialLeagueCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fallback = t('failed');
  const request = { specialLeagueRequest: { SpecialLeagueId: league.Id } };
  const start = async () => {
    setBusy(true);
    setRefusal(null);
    setProblem(null);
    try {
      for (const gate of [checkUser, checkProduct]) {
        const result = await gate(request, false);
        if (result.isError || !result.data) {
          setProblem(failureMessage({ error: result.error }, fallback) ?? fallback);
          return;
        }
        if (!result.data.data.Allowed) {
          setRefusal(result.data.data);
          return;
        }
      }
      await outcome(join(request), t('special.joined', { name: league.Name }), fallback);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="stack">
      <button type="button" className="button" disabled={busy} onClick={() => void start()}>
        {t('special.join')}
      </button>
      {refusal && (
        <p className="form-message form-message--error" role="alert">
          {refusal.Reason ? t(`special.reason.${refusal.Reason}`) : fallback}{' '}
          {refusal.Reason === 'productMissing' && (
            <Link to={refusal.ProductId ? `/market?productId=${refusal.ProductId}` : '/market'}>
              {t('special.buyPass')}
            </Link>
          )}
        </p>
      )}
      {problem && (
        <p className="form-message form-message--error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

export function SpecialLeaguesPage() {
  const { t } = useTranslation('leagues');
  const list = useSpecialLeagues();
  const leagues = list.data?.data ?? [];
  return (
    <>
      <h1>{t('special.title')}</h1>
      <p className="muted">{t('special.intro')}</p>
      {list.isLoading ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : leagues.length === 0 ? (
        <EmptyState message={t('special.empty')} />
      ) : (
        <ul className="special-list">
          {leagues.map((league) => (
            <li key={league.Id} className="card stack">
              <h2>{league.Name}</h2>
              <p className="muted">
                {t('special.sponsor', { name: league.SponsorName })} ·{' '}
                {t('special.rounds', {
                  start: league.StartRoundNumber,
                  end: league.EndRoundNumber,
                })}{' '}
                · {t('special.members', { count: league.MemberCount })}
              </p>
              <p>{league.Description}</p>
              {league.RequiresProduct && !league.IsMember && (
                <p className="muted">{t('special.needsPass')}</p>
              )}
              {league.IsMember ? (
                <p>
                  <span className="chip">{t('special.member')}</span>{' '}
                  <Link to={`/lig/ozel-lig/${league.Id}`}>{t('special.open')}</Link>
                </p>
              ) : (
                <JoinSpecial league={league} />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function SpecialLeaguePage() {
  const { t } = useTranslation('leagues');
  const leagueId = Number(useParams().leagueId);
  const valid = Number.isInteger(leagueId) && leagueId > 0;
  const list = useSpecialLeagues();
  const league = list.data?.data.find((l) => l.Id === leagueId);
  const state = useTableState();
  const table = useSpecialLeagueGetWeeklySpecialLeagueScoreQuery(
    { specialLeagueStandingsRequest: { ...tableRequest(state), SpecialLeagueId: leagueId } },
    { skip: !valid },
  );
  return (
    <>
      <p>
        <Link to="/lig/ozel-ligler" className="back-link">
          ← {t('special.title')}
        </Link>
      </p>
      <h1>{league?.Name ?? t('special.title')}</h1>
      {!valid || (list.data && !league) ? (
        <ErrorState message={t('special.notFound')} />
      ) : (
        <UserLeagueTable name={league?.Name ?? t('special.title')} state={state} query={table} />
      )}
    </>
  );
}
