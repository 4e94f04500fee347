import { endpoint } from '../../shared/http/endpoint.js';
import { getWallet as route } from '../../shared/routes/wallets/get-wallet.js';
import { readWallet } from '../../shared/wallets/service.js';

export const handler = endpoint(route, async ({ caller, path }) => readWallet(caller, path.walletReference));
