/**
 * Products an administrator assigns to a merchant (merchant.assignedProductReferences). The merchant
 * service calls this through the handler (functions/merchants/admin-*.ts), so merchants never
 * import products: products depend on merchants, not the other way round.
 */
import { ValidationError, type FieldIssue } from '../http/errors.js';
import { getProducts } from './products.js';

/** Assigned products must exist, not be deleted and belong to another merchant; answers the references, lower-cased and once each. */
export async function checkProductAssignments(merchantReference: string, references: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(references.map((r) => r.toLowerCase()))];
  const found = new Map((await getProducts(wanted)).map((p) => [p.reference, p]));
  const issues: FieldIssue[] = [];
  references.forEach((ref, i) => {
    const product = found.get(ref.toLowerCase());
    if (!product || product.isDeleted) issues.push({ field: `body.assignedProductReferences[${i}]`, reason: 'is not a product' });
    else if (product.merchantReference === merchantReference) issues.push({ field: `body.assignedProductReferences[${i}]`, reason: 'is this merchant\'s own product' });
  });
  if (issues.length > 0) throw new ValidationError(issues);
  return wanted;
}
