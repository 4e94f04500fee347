/**
 * A session's line items priced from the platform's products (ACP-5). Input: ACP items, the
 * session's currency, now. Output: line items, totals by type in minor units, the messages naming
 * each problem, the merchant sold from, and the amount to pay. Each item is one line, in order, so
 * a message's param ($.line_items[i]) points at the item the agent sent:
 *   - unknown or deleted product → error not_found;  inactive product or merchant → error invalid
 *   - another currency than the session's, no fixed price, another merchant than the first → error invalid / conflict
 *   - a product with quantityRequired and no quantity → error missing ($.line_items[i].quantity)
 *   - a line (unit price × quantity) above the product's maximumAmountInCents, the cap POST /v1/pay
 *     puts on a bill → error maximum_exceeded, at $.line_items[i].quantity, or at .id when one unit
 *     is already above it (ACP-22). fullAmountRequired needs no check: a line pays the product's
 *     full price for every unit, and the agent cannot choose another amount
 *   - a product with a required field (a meter number, say) → error unsupported: ACP has nowhere to
 *     carry the value, and paying without it would skip what POST /v1/pay refuses (ACP-5)
 *   - a unit_amount the agent saw that differs from ours → warning price_change (ours is charged)
 * The unit price is the product's price now: the future price once its date has passed.
 */
import { getMerchants } from '../merchants/merchants.js';
import { exceededMaximum, productPrice } from '../products/product-price.js';
import { getProducts, requiredFieldNames, type ProductRecord } from '../products/products.js';
import type { ItemRequest } from '../schemas/agentic-item.js';
import type { LineItemResult, MessageResult, TotalResult } from '../schemas/agentic-checkout-results.js';
import { amountTotals } from './order-object.js';

// shared/uuid.ts's pattern, kept here: importing it would add 4 B to agentic/create- and update-checkout-session, over the size target (PERF-1).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PricedSession {
  lineItems: LineItemResult[];
  totals: TotalResult[];
  messages: MessageResult[];
  amountInCents: number;
  merchant?: { reference: string; name: string };
}

const problem = (code: string, param: string, content: string): MessageResult => ({
  type: 'error', code, severity: 'high', resolution: 'recoverable', param, content_type: 'plain', content,
});


interface MerchantProblem {
  code: 'conflict' | 'invalid';
  text: string;
}

interface LineVerdict {
  unitAmount: number;
  quantity: number;
  messages: MessageResult[];
}

/** The line's amount against the product's maximum, as POST /v1/pay holds a bill to it (ACP-22). */
function maximumProblems(product: ProductRecord, price: number, quantity: number, at: string): MessageResult[] {
  const maximum = exceededMaximum(product, price * quantity);
  if (maximum === undefined) return [];
  if (exceededMaximum(product, price) !== undefined) {
    return [problem('maximum_exceeded', `${at}.id`, `${product.name} costs ${price}, above its maximum of ${maximum} per purchase; it cannot be bought here.`)];
  }
  const most = Math.floor(maximum / price);
  return [problem('maximum_exceeded', `${at}.quantity`, `${product.name}: ${quantity} × ${price} = ${price * quantity} is above its maximum of ${maximum} per purchase; buy at most ${most}.`)];
}

function verdict(item: ItemRequest, index: number, product: ProductRecord | undefined, currency: string, merchantOk: (p: ProductRecord) => MerchantProblem | undefined, now: Date): LineVerdict {
  const at = `$.line_items[${index}]`;
  if (!product || product.isDeleted) return { unitAmount: 0, quantity: item.quantity ?? 1, messages: [problem('not_found', `${at}.id`, 'No product has this id.')] };
  const messages: MessageResult[] = [];
  if (!product.isActive) messages.push(problem('invalid', `${at}.id`, `${product.name} is not on sale (inactive).`));
  if (product.currency !== currency) messages.push(problem('invalid', `${at}.id`, `${product.name} is sold in ${product.currency}, not in the session's ${currency}.`));
  const merchantProblem = merchantOk(product);
  if (merchantProblem) messages.push(problem(merchantProblem.code, `${at}.id`, `${product.name} ${merchantProblem.text}.`));
  const price = productPrice(product, now);
  if (price === undefined) messages.push(problem('invalid', `${at}.id`, `${product.name} has no fixed price; it cannot be bought in a checkout session.`));
  if (item.quantity === undefined && product.quantityRequired) messages.push(problem('missing', `${at}.quantity`, `${product.name} needs a quantity.`));
  const quantity = item.quantity ?? 1;
  if (price !== undefined) messages.push(...maximumProblems(product, price, quantity, at));
  const fields = requiredFieldNames(product);
  if (fields.length > 0) messages.push(problem('unsupported', `${at}.id`, `${product.name} needs the buyer's ${fields.join(', ')}, which a checkout session cannot collect; it cannot be bought here.`));
  if (price !== undefined && item.unit_amount !== undefined && item.unit_amount !== price) {
    messages.push({ type: 'warning', code: 'price_change', severity: 'medium', resolution: 'requires_buyer_review', param: `${at}.unit_amount`, content_type: 'plain', content: `${product.name} costs ${price}, not ${item.unit_amount}.` });
  }
  return { unitAmount: price ?? 0, quantity, messages };
}

/** Prices the items (see the rules above); `currency` is upper case. */
export async function priceItems(items: readonly ItemRequest[], currency: string, now = new Date()): Promise<PricedSession> {
  const products = new Map((await getProducts(items.map((i) => i.id).filter((id) => UUID.test(id)))).map((p) => [p.reference, p]));
  const owners = new Map((await getMerchants([...new Set([...products.values()].map((p) => p.merchantReference))])).map((m) => [m.reference, m]));
  // The session sells for one merchant: the owner of the first product found.
  const firstOwner = items.map((i) => products.get(i.id.toLowerCase())).find((p) => p && !p.isDeleted)?.merchantReference;
  const merchant = firstOwner ? owners.get(firstOwner) : undefined;
  const merchantOk = (p: ProductRecord): MerchantProblem | undefined => {
    if (p.merchantReference !== firstOwner) return { code: 'conflict', text: 'is sold by another merchant than the session\'s first item; open one session per merchant' };
    return owners.get(p.merchantReference)?.isActive === false ? { code: 'invalid', text: 'is sold by a merchant that is not active' } : undefined;
  };

  const lineItems: LineItemResult[] = [];
  const messages: MessageResult[] = [];
  let total = 0;
  for (const [index, item] of items.entries()) {
    const product = products.get(item.id.toLowerCase());
    const line = verdict(item, index, product, currency, merchantOk, now);
    const amount = line.unitAmount * line.quantity;
    total += amount;
    messages.push(...line.messages);
    lineItems.push({
      id: `li_${index + 1}`,
      item: { id: item.id },
      quantity: line.quantity,
      ...(product ? { name: product.name, product_id: product.reference, category: product.productType } : {}),
      ...(product?.description ? { description: product.description } : {}),
      unit_amount: line.unitAmount,
      totals: amountTotals(amount),
    });
  }
  return {
    lineItems, totals: amountTotals(total), messages, amountInCents: total,
    ...(merchant ? { merchant: { reference: merchant.reference, name: merchant.name } } : {}),
  };
}
