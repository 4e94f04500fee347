import { endpoint } from '../../shared/http/endpoint.js';
import { listWallets as route } from '../../shared/routes/wallets/list-wallets.js';
import { listOwnWallets } from '../../shared/wallets/service.js';

export const handler = endpoint(route, async ({ caller }) => listOwnWallets(caller));
