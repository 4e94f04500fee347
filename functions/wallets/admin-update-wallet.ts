import { endpoint } from '../../shared/http/endpoint.js';
import { adminUpdateWallet as route } from '../../shared/routes/wallets.js';
import { setWalletActiveFor } from '../../shared/wallets/service.js';

export const handler = endpoint(route, async ({ path, body }) => setWalletActiveFor(path.walletReference, body.isActive));
