/**
 * The submit button of a server form: drawn disabled in a prerendered page (the browser's own
 * submit would put the fields, a password among them, in the address), enabled once React
 * draws in the browser, busy while the request runs.
 */
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/i18n';
import { RESOURCES, renderWithProviders } from '../../testing/renderWithProviders';
import { FormSubmit } from './FormSubmit';

it('is disabled in the prerendered markup, before React listens', () => {
  const html = renderToString(
    <I18nextProvider i18n={createI18n('tr-TR', RESOURCES)}>
      <form>
        <FormSubmit label="Giriş Yap" isLoading={false} />
      </form>
    </I18nextProvider>,
  );
  expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Giriş Yap<\/button>/);
});

it('is enabled in the browser, and disabled and busy while the request runs', () => {
  renderWithProviders({
    ui: (
      <>
        <FormSubmit label="Giriş Yap" isLoading={false} />
        <FormSubmit label="Kaydet" isLoading />
      </>
    ),
  });
  expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
  const busy = screen.getByRole('button', { busy: true });
  expect(busy).toBeDisabled();
  expect(busy).not.toHaveTextContent('Kaydet');
});
