import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Pager } from './Pager';

function show(props: Partial<Parameters<typeof Pager>[0]>, language: 'tr-TR' | 'en-US' = 'tr-TR') {
  const onPage = jest.fn();
  const view = renderWithProviders({
    ui: (
      <>
        <h1>Liste</h1>
        <Pager page={0} onPage={onPage} {...props} />
      </>
    ),
    language,
  });
  return { ...view, onPage };
}

it('offers nothing for a single page', async () => {
  show({ pages: 1, total: '2 takım' });
  await screen.findByRole('heading', { name: 'Liste' });
  expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
});

it('goes back and on, says where it is and what the list holds, and stops at the ends', async () => {
  const { user, onPage } = show({ page: 2, pages: 3, total: 'Toplam 120' });
  const pager = await screen.findByRole('navigation', { name: 'Sayfalar' });
  expect(pager).toHaveTextContent('Sayfa 3 / 3 · Toplam 120');
  expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Önceki sayfa' }));
  expect(onPage).toHaveBeenCalledWith(1);
});

it('without a size, pages on while there is a next page', async () => {
  const { onPage, user } = show({ page: 0, hasNext: true }, 'en-US');
  await screen.findByRole('navigation', { name: 'Pages' });
  expect(screen.getByText('Page 1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onPage).toHaveBeenCalledWith(1);
});

it('waits while a page loads', async () => {
  show({ page: 1, pages: 3, busy: true });
  await screen.findByRole('navigation', { name: 'Sayfalar' });
  expect(screen.getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();
});
