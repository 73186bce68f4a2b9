/** The modal widths of spec section 9: default 760px, confirm 440px, coupon 320px. */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';

it.each([
  ['default', '760px'],
  ['coupon', '320px'],
] as const)('a %s modal is at most %s wide, labelled by its title', async (size, width) => {
  renderWithProviders({
    ui: (
      <Modal title="Haftanın Özeti" onClose={() => undefined} size={size}>
        <p>İçerik</p>
      </Modal>
    ),
  });
  expect(await screen.findByRole('dialog', { name: 'Haftanın Özeti' })).toHaveStyle({
    maxWidth: width,
  });
});

it.each([
  ['tr-TR', 'Vazgeç', 'Evet'],
  ['en-US', 'Cancel', 'Yes'],
] as const)(
  'in %s, the confirm dialog is 440px with its two answers',
  async (language, no, yes) => {
    const answers: string[] = [];
    const { user } = renderWithProviders({
      language,
      ui: (
        <ConfirmDialog
          message="?"
          onCancel={() => answers.push('cancel')}
          onConfirm={() => answers.push('confirm')}
        />
      ),
    });
    expect(await screen.findByRole('alertdialog')).toHaveStyle({ maxWidth: '440px' });
    await user.click(screen.getByRole('button', { name: no }));
    await user.click(screen.getByRole('button', { name: yes }));
    expect(answers).toEqual(['cancel', 'confirm']);
  },
);
