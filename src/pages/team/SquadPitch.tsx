/**
 * A user team on the shared pitch (components/pitch): the XI in lines by position, the
 * bench in substitution order, each place a SquadToken. The builder and the read-only
 * team view draw their squads with it.
 */
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../store/api/engine';
import { POSITIONS } from '../../../rules/squad';
import { Pitch, type PitchSlot } from '../../components/pitch/Pitch';
import { SquadToken, type TokenView } from './SquadToken';

export function SquadPitch({
  xi,
  bench,
  clubs,
}: {
  xi: TokenView[];
  bench: TokenView[];
  clubs: ReadonlyMap<number, Team>;
}) {
  const { t } = useTranslation('team');
  const slot = (token: TokenView): PitchSlot => ({
    key: token.key,
    content: <SquadToken token={token} clubs={clubs} />,
  });
  return (
    <Pitch
      landmark
      label={t('pitch.label')}
      rows={POSITIONS.map((position) =>
        xi.filter((token) => token.position === position).map(slot),
      )}
      bench={{ label: t('pitch.bench'), slots: bench.map(slot) }}
    />
  );
}
