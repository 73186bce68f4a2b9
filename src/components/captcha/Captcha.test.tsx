/**
 * The captcha's hCaptcha path: with a site key configured the server names hCaptcha, and
 * the lazily loaded widget (the third-party module, mocked) reports its token.
 */
import { screen, waitFor } from '@testing-library/react';
import {
  envelope,
  startScriptedServer,
  type ScriptedServer,
} from '../../../store/testing/scriptedServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Captcha } from './Captcha';

jest.mock('@hcaptcha/react-hcaptcha', () => ({
  __esModule: true,
  default: (props: {
    sitekey: string;
    languageOverride?: string;
    onVerify: (token: string) => void;
  }) => (
    <button
      type="button"
      data-testid="hcaptcha"
      data-sitekey={props.sitekey}
      data-language={props.languageOverride}
      onClick={() => props.onVerify('hc-token')}
    >
      hCaptcha
    </button>
  ),
}));

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

it('with a site key, draws the hCaptcha widget in the language and reports its token', async () => {
  server.route('/auth/api/Captcha/GetChallenge', {
    body: envelope({
      Provider: 'hcaptcha',
      SiteKey: '10000000-ffff-ffff-ffff-000000000001',
      ExpiresAt: '2030-01-01T00:00:00Z',
    }),
  });
  const onChange = jest.fn();
  const { user } = renderWithProviders({
    services: { apiBaseUrl: server.url },
    language: 'en-US',
    ui: <Captcha onChange={onChange} resetKey={0} error="Please complete the security check." />,
  });
  const widget = await screen.findByTestId('hcaptcha');
  expect(widget).toHaveAttribute('data-sitekey', '10000000-ffff-ffff-ffff-000000000001');
  expect(widget).toHaveAttribute('data-language', 'en');
  expect(screen.queryByLabelText(/Security question/)).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Please complete the security check.');
  await user.click(widget);
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('hc-token'));
});
