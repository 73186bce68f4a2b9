import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Pitch } from './Pitch';
import { PlayerToken } from './PlayerToken';

const token = (name: string, extra: Partial<Parameters<typeof PlayerToken>[0]> = {}) => ({
  key: name,
  content: (
    <PlayerToken
      name={name}
      primaryColor="#a90432"
      secondaryColor="#fdb912"
      caption="7"
      {...extra}
    />
  ),
});

it('draws the lines in order, then the bench, with the names the caller gives', () => {
  render(
    <MemoryRouter>
      <Pitch
        label="Best XI"
        rows={[[token('Muslera')], [token('Sara', { to: '/p/2' }), token('Torreira')]]}
        bench={{ label: 'Bench', slots: [token('Günay')] }}
      />
    </MemoryRouter>,
  );
  const pitch = screen.getByRole('list', { name: 'Best XI' });
  const lines = within(pitch).getAllByRole('list');
  expect(lines.map((line) => line.textContent)).toEqual(['Muslera7', 'Sara7Torreira7']);
  expect(screen.getByRole('link', { name: 'Sara 7' })).toHaveAttribute('href', '/p/2');
  expect(within(screen.getByRole('region', { name: 'Bench' })).getByText('Günay')).toBeVisible();
});

it('speaks the badge and the availability flag', () => {
  render(
    <Pitch
      label="Team"
      rows={[
        [
          token('Icardi', {
            badge: { text: 'C', label: 'Captain' },
            flag: { kind: 'injured', label: 'Injured' },
          }),
        ],
      ]}
    />,
  );
  expect(screen.getByText('Captain')).toHaveClass('visually-hidden');
  expect(screen.getByText('Injured')).toHaveClass('visually-hidden');
  expect(screen.queryByRole('region', { name: 'Bench' })).not.toBeInTheDocument();
});
