import { endpoint } from '../../shared/http/endpoint.js';
import { adminUpdateWallet as route } from '../../shared/routes/wallets/admin-update-wallet.js';
import { updateWalletFor } from '../../shared/wallets/service.js';

export const handler = endpoint(route, async ({ path, body }) => updateWalletFor(path.walletReference, body));
