import { endpoint } from '../../shared/http/endpoint.js';
import { adminCreateWallet as route } from '../../shared/routes/wallets/admin-create-wallet.js';
import { createWalletFor } from '../../shared/wallets/service.js';

export const handler = endpoint(route, async ({ caller, body }) => createWalletFor(caller, body));
