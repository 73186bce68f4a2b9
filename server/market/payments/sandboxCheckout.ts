/**
 * The sandbox provider's checkout page, in both languages: plain server-rendered HTML and a
 * form, no script (the app's Content Security Policy holds). A test card decides the
 * outcome; the 3-D Secure card first shows a bank step that moves on by itself after a few
 * seconds. The outcome reaches the game as a real provider's would: a signed callback to
 * `Payzee/SandboxConfirm`, through the server's own HTTP layer (routing, validation, the
 * signature check), so the page can do nothing a forged request could not.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SignedTokens } from '../../accounts/signedTokens';
import type { Database } from '../../db/database';
import { languageOf, type Language } from '../../http/language';
import { textIn } from '../../i18n/texts';
import { paymentOf } from './payments';
import type { PaymentOutcome } from './provider';
import { checkoutLinkIsValid, SANDBOX_TEST_CARDS, signedCallback } from './sandbox';

/** Seconds the 3-D Secure step waits before it answers. */
const THREE_D_SECURE_SECONDS = 3;
/** Seconds the outcome shows before the buyer is sent back to the game. */
const RETURN_SECONDS = 4;

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(language: Language, title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="${language.slice(0, 2)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${head}
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#14213d}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem;background:#0b6e4f;color:#fff;border:0;border-radius:4px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccd;padding:.3rem;text-align:left}
.note{background:#fff4ce;padding:.5rem;border-radius:4px}
</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

interface CheckoutQuery {
  lang?: string;
  t?: string;
}

interface CheckoutForm {
  t?: string;
  lang?: string;
  CardNumber?: string;
}

export function registerSandboxCheckout(
  app: FastifyInstance,
  { db, tokens }: { db: Database; tokens: SignedTokens },
) {
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(html);

  /** The pending payment a valid link is for, or null. */
  const linked = async (orderId: number, token: string | undefined) =>
    Number.isInteger(orderId) && token && (await checkoutLinkIsValid(tokens, orderId, token))
      ? paymentOf(db, orderId)
      : null;

  const invalidLink = (reply: FastifyReply, language: Language) => {
    const t = textIn(language);
    return send(
      reply,
      404,
      page(language, t('sandbox.title'), `<p>${escape(t('sandbox.linkInvalid'))}</p>`),
    );
  };

  /** The provider tells the game: the signed callback, through the real route. */
  const finish = async (
    reply: FastifyReply,
    language: Language,
    payment: { order_id: number; amount: number },
    outcome: PaymentOutcome,
  ) => {
    const callback = await signedCallback(
      tokens,
      { orderId: payment.order_id, amountKurus: payment.amount },
      outcome,
    );
    // The anti-forgery check wants a cookie and a header that agree; the provider brings both.
    const answer = await app.inject({
      method: 'POST',
      url: '/w/api/Payzee/SandboxConfirm',
      headers: { languagecode: language, 'x-xsrf-token': 'sandbox-provider' },
      cookies: { 'XSRF-TOKEN': 'sandbox-provider' },
      payload: callback,
    });
    const t = textIn(language);
    const message = String(
      answer.json<{ Result: { ResultMessage: string } }>().Result.ResultMessage,
    );
    // Back to the game as a real provider sends the buyer back: to the market's page for
    // this order, which reads the order and says whether it was paid.
    const back = `/market/odeme/${payment.order_id}`;
    return send(
      reply,
      200,
      page(
        language,
        t(answer.statusCode === 200 ? 'sandbox.paid' : 'sandbox.notPaid'),
        `<p role="status">${escape(message)}</p><p><a href="${back}">${escape(t('sandbox.back'))}</a></p>`,
        `<meta http-equiv="refresh" content="${RETURN_SECONDS};url=${back}">`,
      ),
    );
  };

  app.register(async (scope) => {
    // Only these pages take an HTML form; the API stays JSON only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { orderId: string }; Querystring: CheckoutQuery }>(
      '/sandbox/checkout/:orderId',
      async (request, reply) => {
        const language = languageOf(request.query.lang);
        const t = textIn(language);
        const payment = await linked(Number(request.params.orderId), request.query.t);
        if (!payment) return invalidLink(reply, language);
        const amount = (payment.amount / 100).toLocaleString(language, {
          style: 'currency',
          currency: 'TRY',
        });
        const cards = SANDBOX_TEST_CARDS.map(
          (card) =>
            `<tr><td><code>${card.CardNumber}</code></td><td>${escape(
              t(
                card.ThreeDSecure
                  ? 'sandbox.outcome.threeDSecure'
                  : `sandbox.outcome.${card.Outcome}`,
              ),
            )}</td></tr>`,
        ).join('');
        return send(
          reply,
          200,
          page(
            language,
            t('sandbox.title'),
            `<p class="note">${escape(t('sandbox.note'))}</p>
<p>${escape(t('sandbox.amount', { amount, order: payment.order_id }))}</p>
<form method="post" action="/sandbox/checkout/${payment.order_id}">
<input type="hidden" name="t" value="${escape(request.query.t ?? '')}">
<input type="hidden" name="lang" value="${language}">
<label for="card">${escape(t('sandbox.cardNumber'))}</label>
<input id="card" name="CardNumber" inputmode="numeric" autocomplete="off" pattern="[0-9 ]{16,19}" required>
<label for="expiry">${escape(t('sandbox.expiry'))}</label>
<input id="expiry" name="Expiry" placeholder="12/30" autocomplete="off" required>
<label for="cvc">${escape(t('sandbox.cvc'))}</label>
<input id="cvc" name="Cvc" inputmode="numeric" autocomplete="off" pattern="[0-9]{3,4}" required>
<button type="submit">${escape(t('sandbox.pay'))}</button>
</form>
<h2>${escape(t('sandbox.testCards'))}</h2><table>${cards}</table>`,
          ),
        );
      },
    );

    scope.post<{ Params: { orderId: string }; Body: CheckoutForm }>(
      '/sandbox/checkout/:orderId',
      async (request, reply) => {
        const form = request.body ?? {};
        const language = languageOf(form.lang);
        const payment = await linked(Number(request.params.orderId), form.t);
        if (!payment) return invalidLink(reply, language);
        const number = (form.CardNumber ?? '').replace(/\s/g, '');
        const card = SANDBOX_TEST_CARDS.find((c) => c.CardNumber === number);
        // The sandbox bank knows only its test cards: any other card is declined.
        if (!card) return finish(reply, language, payment, 'declined');
        if (!card.ThreeDSecure) return finish(reply, language, payment, card.Outcome);
        const t = textIn(language);
        const next = `/sandbox/checkout/${payment.order_id}/3ds?lang=${language}&t=${encodeURIComponent(form.t!)}`;
        return send(
          reply,
          200,
          page(
            language,
            t('sandbox.threeDSecureTitle'),
            `<p role="status">${escape(t('sandbox.threeDSecureWait'))}</p>`,
            `<meta http-equiv="refresh" content="${THREE_D_SECURE_SECONDS};url=${escape(next)}">`,
          ),
        );
      },
    );

    // The bank's 3-D Secure step approved: the 3-D Secure test card succeeds.
    scope.get<{ Params: { orderId: string }; Querystring: CheckoutQuery }>(
      '/sandbox/checkout/:orderId/3ds',
      async (request, reply) => {
        const language = languageOf(request.query.lang);
        const payment = await linked(Number(request.params.orderId), request.query.t);
        if (!payment) return invalidLink(reply, language);
        return finish(reply, language, payment, 'success');
      },
    );
  });
}
