import { endpoint } from '../../shared/http/endpoint.js';
import { createWallet as route } from '../../shared/routes/wallets/create-wallet.js';
import { createOwnWallet } from '../../shared/wallets/service.js';

export const handler = endpoint(route, async ({ caller, body }) => createOwnWallet(caller, body));
