/** The modal's focus trap: Tab and Shift+Tab cycle inside it; focus returns on close. */
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ConfirmDialog } from './ConfirmDialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aç
      </button>
      <button type="button">Dışarıda</button>
      {open && (
        <ConfirmDialog
          message="Takımı silmek istiyor musunuz?"
          onConfirm={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

it('keeps Tab and Shift+Tab inside the dialog, in a cycle, and gives focus back', async () => {
  const { user } = renderWithProviders({ ui: <Opener /> });
  const opener = await screen.findByRole('button', { name: 'Aç' });
  await user.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Emin misiniz?' });
  const close = screen.getByRole('button', { name: 'Kapat' });
  const cancel = screen.getByRole('button', { name: 'Vazgeç' });
  const yes = screen.getByRole('button', { name: 'Evet' });
  expect(dialog).toHaveStyle({ maxWidth: '440px' });
  // The first control has focus when it opens.
  expect(close).toHaveFocus();
  await user.tab();
  expect(cancel).toHaveFocus();
  await user.tab();
  expect(yes).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus(); // from the last back to the first, never "Dışarıda"
  await user.tab({ shift: true });
  expect(yes).toHaveFocus(); // and from the first back to the last
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});
