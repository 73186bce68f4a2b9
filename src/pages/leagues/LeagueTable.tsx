/**
 * A league table screen's working part: which table (overall, or a scored round's), the
 * page, and the loading, error and empty states around StandingsTable. Each league's
 * screen calls its own query with `tableRequest(state)` and hands the answer here.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandingsPage } from '../../../store/api/league';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { useRounds } from '../../reads/rounds';
import { StandingsTable, type Zones } from './StandingsTable';
import { TABLE_PAGE_SIZE, userRow, type TableRow } from './tableRows';
import { useAppSelector } from '../../../store/hooks';

export interface TableState {
  page: number;
  round: number | null;
  setPage: (page: number) => void;
  setRound: (round: number | null) => void;
}

export function useTableState(): TableState {
  const [page, setPage] = useState(0);
  const [round, setRoundState] = useState<number | null>(null);
  return {
    page,
    round,
    setPage,
    setRound: (next) => {
      setRoundState(next);
      setPage(0);
    },
  };
}

/** The paging body and round filter every table request starts from. */
export function tableRequest(state: Pick<TableState, 'page' | 'round'>) {
  return {
    ...DEFAULT_LEAGUE_CONTEXT,
    SortingPaging: { PageNumber: state.page, NumberRecords: TABLE_PAGE_SIZE },
    WeeklyLeagueInformationId: state.round,
  };
}

/** The rounds a table exists for: those with points (live, finished or scored). */
function RoundSelect({ state }: { state: TableState }) {
  const { t } = useTranslation('leagues');
  const id = useId();
  const { rounds } = useRounds();
  const withPoints = rounds.filter((r) => ['live', 'finished', 'scored'].includes(r.State));
  return (
    <div className="field league-table__round">
      <label htmlFor={id} className="field__label">
        {t('table.roundLabel')}
      </label>
      <select
        id={id}
        className="input"
        value={state.round ?? ''}
        onChange={(event) =>
          state.setRound(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">{t('table.overall')}</option>
        {withPoints
          .slice()
          .reverse()
          .map((r) => (
            <option key={r.Id} value={r.Id}>
              {r.Title}
            </option>
          ))}
      </select>
    </div>
  );
}

export interface TableQuery<Page> {
  data?: { data: Page; count: number };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export function useMyUserId() {
  return useAppSelector((state) => state.session.user.value?.Id);
}

/** A user table (every league but the clans' own table). */
export function UserLeagueTable({
  name,
  state,
  query,
  zones,
  rounds = true,
}: {
  name: string;
  state: TableState;
  query: TableQuery<StandingsPage>;
  zones?: Omit<Zones, 'total'>;
  /** Offer the round tables (a classement division has only its period's). */
  rounds?: boolean;
}) {
  const me = useMyUserId();
  const page = query.data?.data;
  return (
    <TableFrame
      name={name}
      state={state}
      query={query}
      rounds={rounds}
      zones={zones}
      rows={page?.Rows.map((row) => userRow(row, me))}
      myRow={page?.MyRow ? userRow(page.MyRow, me) : null}
      provisional={page?.IsProvisional ?? false}
    />
  );
}

export function TableFrame({
  name,
  state,
  query,
  rows,
  myRow,
  provisional,
  rounds = true,
  zones,
  decimals,
}: {
  name: string;
  state: TableState;
  query: TableQuery<unknown>;
  rows: TableRow[] | undefined;
  myRow: TableRow | null;
  provisional: boolean;
  rounds?: boolean;
  zones?: Omit<Zones, 'total'>;
  decimals?: number;
}) {
  const { t } = useTranslation('leagues');
  const total = query.data?.count ?? 0;
  let body;
  if (query.isLoading) body = <Spinner />;
  else if (query.isError || !rows) {
    body = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else if (rows.length === 0 && state.page === 0) {
    body = <EmptyState message={t('table.empty')} />;
  } else {
    body = (
      <StandingsTable
        name={name}
        rows={rows}
        myRow={myRow}
        total={total}
        page={state.page}
        onPage={state.setPage}
        decimals={decimals}
        zones={zones && { ...zones, total }}
        busy={query.isFetching}
      />
    );
  }
  return (
    <div className="league-table">
      <div className="league-table__bar">
        {rounds && <RoundSelect state={state} />}
        {provisional && <span className="provisional">{t('table.provisional')}</span>}
      </div>
      {body}
    </div>
  );
}
