import { endpoint } from '../../shared/http/endpoint.js';
import { mobileWalletOperators } from '../../shared/lookups/mobile-wallet-operators.js';
import { mobileWalletOperator } from '../../shared/routes/lookups/mobile-wallet-operator.js';

export const handler = endpoint(mobileWalletOperator, async () => mobileWalletOperators());
