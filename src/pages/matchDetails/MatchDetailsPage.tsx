/**
 * /mac-detayları?matchId=…: the page title (common) over the match itself (stats); the
 * query parameter is the one `Match/GetMatchDetail` takes.
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MatchDetail } from './MatchDetail';
import '../information/information.css';
import './matchDetails.css';

export const MATCH_PARAM = 'matchId';

export default function MatchDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get(MATCH_PARAM));
  return (
    <section className="page match-page">
      <h1>{t('sections.matchDetails')}</h1>
      <MatchDetail matchId={Number.isInteger(id) && id > 0 ? id : undefined} />
    </section>
  );
}
