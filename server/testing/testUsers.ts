/**
 * Many signed-in players for concurrency tests: verified accounts written straight to the
 * database (one cheap password hash shared by all), each signed in through `Auth/Login` as a
 * browser would, so every call carries a real session. `giveItems` puts wallet items in
 * a player's wallet through the ledger, as an admin grant does. `registeredPlayer` signs one
 * up through `Auth/Register` instead, and `saveUserTeam` saves his team.
 */
import { hashPassword } from '../accounts/passwords';
import { emailKey, userNameKey } from '../accounts/users';
import { post, type PostOutcome } from '../wallet/ledger';
import type { InsertCreatingUserTeamRequest } from '../../store/api/engine';
import type { Answer, TestClient, TestServer } from './testServer';

const PASSWORD = 'player-password-1';
// The stored cost is what sign-in pays; the default cost is for real accounts.
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

export interface SignedInPlayer {
  userId: number;
  client: TestClient;
}

/** `count` verified players named `<prefix>1`…, signed in. */
export async function signedInPlayers(
  server: TestServer,
  prefix: string,
  count: number,
  options: { verified?: boolean } = {},
): Promise<SignedInPlayer[]> {
  const hash = await hashPassword(PASSWORD, CHEAP);
  const at = server.clock.now();
  const players: SignedInPlayer[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `${prefix}${i}`;
    const email = `${name}@kadro.test`;
    const [row] = await server.db.query<{ id: number }>(
      `INSERT INTO users (user_name, user_name_key, email, email_key, password_hash, role_id,
         favorite_team_id, email_verified_at, agreement_accepted_at, created_at)
       VALUES ($1, $2, $3, $4, $5, 1, 1, $6, $7, $7) RETURNING id`,
      [
        name,
        userNameKey(name),
        email,
        emailKey(email),
        hash,
        options.verified === false ? null : at,
        at,
      ],
    );
    const client = server.client();
    await client.login(name, PASSWORD);
    players.push({ userId: row!.id, client });
  }
  return players;
}

let grants = 0;

/** Grants (or, negative, takes) wallet items through the ledger, each call its own entry. */
export async function giveItems(
  server: TestServer,
  userId: number,
  productCode: string,
  quantity: number,
): Promise<PostOutcome> {
  return server.db.transaction((tx) =>
    post(tx, {
      userId,
      productCode,
      quantity,
      reason: 'admin',
      idempotencyKey: `test:grant:${(grants += 1)}`,
      at: server.clock.now(),
    }),
  );
}

/** A player signed up as a browser does (captcha, agreement, favourite club 1), signed in. */
export async function registeredPlayer(server: TestServer, name: string): Promise<SignedInPlayer> {
  const client = server.client();
  const answer = await client.call('/auth/api/Auth/Register', {
    method: 'POST',
    json: {
      UserName: name,
      Email: `${name}@example.com`,
      Password: 'gizli-şifre-1',
      FavoriteTeamId: 1,
      AcceptAgreement: true,
      CaptchaResponse: await client.captcha(),
    },
  });
  if (answer.status !== 200) throw new Error(`registering ${name}: ${JSON.stringify(answer.body)}`);
  client.token = answer.body.ReturnObject.Token;
  const me = await client.call('/auth/api/User/GetUser');
  return { client, userId: me.body.ReturnObject.Id };
}

/** `UserTeam/InsertCreatingUserTeam`, its messages in `language`. */
export function saveUserTeam(
  client: TestClient,
  json: InsertCreatingUserTeamRequest,
  language = 'tr-TR',
): Promise<Answer> {
  return client.call('/engine/api/UserTeam/InsertCreatingUserTeam', {
    method: 'POST',
    json,
    headers: { LanguageCode: language },
  });
}
