/**
 * One page of any league table (UI.md "table"): rank, movement arrow, manager and team,
 * round points and total; the caller's row highlighted, and when it is not in view (another
 * page, or scrolled away) pinned under the table with "jump to me", which opens the page
 * holding it (floor((Rank - 1) / 50)) and brings the row into view. Rows are memoised: a
 * page of 50 renders within one frame (bench/leagueTable.ts).
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCulture } from '../../components/culture';
import { Pager } from '../../components/Pager';
import { pageCount, pageOfRank, TABLE_PAGE_SIZE, type TableRow } from './tableRows';

export interface Zones {
  /** Rows ranked 1..promotion are in the promotion zone. */
  promotion: number;
  /** Rows ranked above total - relegation are in the relegation zone. */
  relegation: number;
  total: number;
}

export interface StandingsTableProps {
  /** The table's name, for its caption. */
  name: string;
  rows: TableRow[];
  myRow: TableRow | null;
  /** All rows of the table. */
  total: number;
  /** Zero-based page shown. */
  page: number;
  onPage: (page: number) => void;
  /** Points with one decimal (clan means). */
  decimals?: number;
  zones?: Zones;
  busy?: boolean;
}

/**
 * The words and formats every row uses, made once per page: a page's 50 rows then call
 * neither i18next nor a router hook each (bench/leagueTable.ts: within one frame).
 */
interface RowWords {
  me: string;
  noTeam: string;
  same: string;
  up: (n: number) => string;
  down: (n: number) => string;
  viewTeam: (name: string) => string;
  points: (value: number) => string;
  /** Opens a row's link in the app (a plain click); other clicks keep the browser's way. */
  open: (event: React.MouseEvent<HTMLAnchorElement>, to: string) => void;
}

function Movement({ row, words }: { row: TableRow; words: RowWords }) {
  if (row.previousRank === null) return <span className="muted">–</span>;
  const change = row.previousRank - row.rank;
  if (change === 0) {
    return (
      <span className="move move--same" title={words.same}>
        <span aria-hidden="true">●</span>
        <span className="visually-hidden">{words.same}</span>
      </span>
    );
  }
  const label = change > 0 ? words.up(change) : words.down(-change);
  return (
    <span className={`move ${change > 0 ? 'move--up' : 'move--down'}`} title={label}>
      <span aria-hidden="true">{change > 0 ? '▲' : '▼'}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

interface RowProps {
  row: TableRow;
  words: RowWords;
  zone: 'promotion' | 'relegation' | null;
  rowRef?: React.Ref<HTMLTableRowElement>;
}

const Row = memo(function Row({ row, words, zone, rowRef }: RowProps) {
  const className = [row.isMe ? 'is-me' : '', zone ? `zone--${zone}` : '']
    .filter(Boolean)
    .join(' ');
  const me = row.isMe && <span className="standings__me"> ({words.me})</span>;
  const link = row.link;
  // A manager: his name opens his page, his team's name the team; a clan: its name the clan.
  const who =
    row.linkKind === 'team' ? (
      <>
        {row.profile ? (
          <a
            href={row.profile}
            className="standings__name"
            onClick={(event) => words.open(event, row.profile!)}
          >
            {row.name}
          </a>
        ) : (
          <span className="standings__name">{row.name}</span>
        )}
        {me}
        {link && row.sub ? (
          <a
            href={link}
            className="standings__team"
            onClick={(event) => words.open(event, link)}
            aria-label={`${row.sub}, ${words.viewTeam(row.name)}`}
          >
            {row.sub}
          </a>
        ) : (
          <span className="standings__team muted">{row.sub ?? words.noTeam}</span>
        )}
      </>
    ) : (
      <>
        {link ? (
          <a href={link} onClick={(event) => words.open(event, link)}>
            <span className="standings__name">{row.name}</span>
          </a>
        ) : (
          <span className="standings__name">{row.name}</span>
        )}
        {me}
        <span className="standings__team muted">{row.sub ?? ''}</span>
      </>
    );
  return (
    <tr
      ref={rowRef}
      className={className || undefined}
      aria-current={row.isMe ? 'true' : undefined}
      tabIndex={row.isMe ? -1 : undefined}
      data-rank={row.rank}
    >
      <td className="num tabular strong">{row.rank}</td>
      <td className="standings__move">
        <Movement row={row} words={words} />
      </td>
      <th scope="row" className="standings__who">
        {who}
      </th>
      <td className="num tabular">{words.points(row.roundPoints)}</td>
      <td className="num tabular strong">{words.points(row.totalPoints)}</td>
    </tr>
  );
});

function zoneOf(rank: number, zones: Zones | undefined): RowProps['zone'] {
  if (!zones) return null;
  if (rank <= zones.promotion) return 'promotion';
  if (zones.relegation > 0 && rank > zones.total - zones.relegation) return 'relegation';
  return null;
}

export function StandingsTable({
  name,
  rows,
  myRow,
  total,
  page,
  onPage,
  decimals = 0,
  zones,
  busy,
}: StandingsTableProps) {
  const { t } = useTranslation('leagues');
  const culture = useCulture();
  const navigate = useNavigate();
  const words = useMemo<RowWords>(() => {
    // Filled in per row by replacing the marker: one translation per page, not per row.
    const template = (key: string, name: string) => {
      const text = t(key, { [name]: '\u0000' });
      return (value: string | number) => text.replace('\u0000', String(value));
    };
    return {
      me: t('table.me'),
      noTeam: t('table.noTeam'),
      same: t('table.same'),
      up: template('table.up', 'n'),
      down: template('table.down', 'n'),
      viewTeam: template('table.viewTeam', 'name'),
      points: (value) => culture.number(value, decimals),
      open: (event, to) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        navigate(to);
      },
    };
  }, [t, culture, decimals, navigate]);
  const mine = useRef<HTMLTableRowElement>(null);
  const [mineInView, setMineInView] = useState(true);
  // Set by "jump to me" until the page holding the caller's row is drawn.
  const jumping = useRef(false);
  const pages = pageCount(total);
  const mineOnPage = rows.some((row) => row.isMe);

  // Whether the caller's row (on this page) is on screen; without IntersectionObserver
  // (old browsers, jsdom) it counts as seen.
  useEffect(() => {
    const element = mine.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setMineInView(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setMineInView(entry!.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [rows]);

  const showMine = () => {
    mine.current?.scrollIntoView?.({ block: 'center' });
    mine.current?.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (!jumping.current || !mineOnPage) return;
    jumping.current = false;
    showMine();
  }, [mineOnPage, rows]);

  const jump = () => {
    if (!myRow) return;
    const target = pageOfRank(myRow.rank, TABLE_PAGE_SIZE);
    if (target === page && mineOnPage) return showMine();
    jumping.current = true;
    onPage(target);
  };
  const pinned = myRow && (!mineOnPage || !mineInView);

  return (
    <div className="standings">
      <div className="table-scroll">
        <table className="table standings__table" aria-busy={busy || undefined}>
          <caption className="visually-hidden">
            {t('table.caption', { name, page: page + 1 })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('table.rank')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('table.move')}</span>
              </th>
              <th scope="col">{t('table.manager')}</th>
              <th scope="col" className="num">
                {t('table.round')}
              </th>
              <th scope="col" className="num">
                {t('table.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {/* Keyed by place on the page: a new page updates the 50 rows in place. */}
            {rows.map((row, index) => (
              <Row
                key={index}
                row={row}
                words={words}
                zone={zoneOf(row.rank, zones)}
                rowRef={row.isMe ? mine : undefined}
              />
            ))}
          </tbody>
        </table>
      </div>
      {pinned && (
        <div className="standings__pinned" role="region" aria-label={t('table.myRow')}>
          <span className="tabular strong">{myRow.rank}.</span>
          <span className="standings__pinned-name">
            {myRow.name}
            {myRow.sub && <span className="muted"> · {myRow.sub}</span>}
          </span>
          <span className="tabular strong">{culture.number(myRow.totalPoints, decimals)}</span>
          <button type="button" className="button" onClick={jump}>
            {t('table.jumpToMe')}
          </button>
        </div>
      )}
      <Pager
        page={page}
        pages={pages}
        onPage={onPage}
        busy={busy}
        total={t('pager.total', { total: culture.number(total) })}
      />
    </div>
  );
}
