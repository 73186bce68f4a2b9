/**
 * `Wallet/GetWallets`: the half season's free boosters are granted on the first read (once,
 * by their ledger keys), then the wallet is read, in one transaction.
 */
import type { WalletEntry } from '../../store/api/wallet';
import type { Database } from '../db/database';
import type { Language } from '../http/language';
import { walletView } from '../market/purchaseViews';
import { grantFreeBoosters } from './halfSeason';

export async function readWallet(
  db: Database,
  userId: number,
  language: Language,
  now: Date,
): Promise<WalletEntry[]> {
  return db.transaction(async (tx) => {
    await grantFreeBoosters(tx, userId, now);
    return walletView(tx, userId, language, now);
  });
}
