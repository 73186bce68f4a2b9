/** The builder's squad as the pitch's tokens: prices, armbands, the place acted on, swap targets. */
import type { SlotRef, TeamBuilderState, Zone } from '../../../../store/team/teamBuilderSlice';
import type { TokenView } from '../SquadToken';

export interface Selection {
  /** The player's place the actions are open for. */
  selected: SlotRef | null;
  /** The empty place the pool is adding to. */
  target: SlotRef | null;
  /** A swap is pending: the other places it may go to are marked. */
  swapping: boolean;
}

const isAt = (ref: SlotRef | null, zone: Zone, index: number) =>
  ref?.zone === zone && ref.index === index;

export function squadTokens(
  state: TeamBuilderState,
  zone: Zone,
  { selected, target, swapping }: Selection,
  price: (tenths: number) => string,
  onSelect: (ref: SlotRef) => void,
): TokenView[] {
  return state[zone].map((slot, index) => {
    const player = slot.playerId === null ? null : (state.players[slot.playerId] ?? null);
    const isSelected = isAt(selected, zone, index);
    return {
      key: `${zone}-${index}`,
      position: slot.position,
      player,
      caption: player ? price(player.Price) : undefined,
      captain: player !== null && player.Id === state.captainId,
      vice: player !== null && player.Id === state.viceCaptainId,
      selected: isSelected || isAt(target, zone, index),
      // Starters swap with the bench; the bench also reorders within itself.
      target:
        swapping &&
        selected !== null &&
        !isSelected &&
        (selected.zone !== zone || zone === 'bench'),
      onSelect: () => onSelect({ zone, index }),
    };
  });
}
