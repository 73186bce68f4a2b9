/**
 * The round picker steps from the round last chosen: a choice is a navigation, drawn only when
 * its transition commits, and a second quick click must not step from the round still shown.
 */
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RoundPicker } from './RoundPicker';
import { ROUNDS } from './testData';

it('two quick steps back go two rounds back while the first is not drawn yet', async () => {
  const chosen: number[] = [];
  // The shown round stays round 4: the parent has not redrawn with the first choice.
  const { user } = renderWithProviders({
    ui: <RoundPicker rounds={ROUNDS} round={ROUNDS[3]!} onSelect={(r) => chosen.push(r.Number)} />,
  });
  await user.click(screen.getByRole('button', { name: 'Önceki hafta' }));
  await user.click(screen.getByRole('button', { name: 'Önceki hafta' }));
  await user.click(screen.getByRole('button', { name: 'Sonraki hafta' }));
  expect(chosen).toEqual([3, 2, 3]);
});

function Drawn({ chosen }: { chosen: number[] }) {
  const [round, setRound] = useState(ROUNDS[1]!);
  return (
    <RoundPicker
      rounds={ROUNDS}
      round={round}
      onSelect={(r) => {
        chosen.push(r.Number);
        setRound(r);
      }}
    />
  );
}

it('steps from the round shown once it is drawn, and stops at the ends', async () => {
  const chosen: number[] = [];
  const { user } = renderWithProviders({ ui: <Drawn chosen={chosen} /> });
  await user.click(screen.getByRole('button', { name: 'Önceki hafta' }));
  expect(screen.getByRole('button', { name: 'Önceki hafta' })).toBeDisabled();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Hafta' }), '5. Hafta');
  expect(screen.getByRole('button', { name: 'Sonraki hafta' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Önceki hafta' }));
  expect(chosen).toEqual([1, 5, 4]);
});
