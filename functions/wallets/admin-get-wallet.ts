import { endpoint } from '../../shared/http/endpoint.js';
import { adminGetWallet as route } from '../../shared/routes/wallets/admin-get-wallet.js';
import { readWallet } from '../../shared/wallets/service.js';

export const handler = endpoint(route, async ({ caller, path }) => readWallet(caller, path.walletReference));
