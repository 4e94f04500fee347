/** Products a merchant sells (fixed or open price, optional future price) and product catalogs. */
export { productBody, productInputField, productUpdateBody, type ProductBody, type ProductUpdateBody } from './product-bodies.js';
export {
  productCatalogResult, productLookupResult, productResult, type ProductCatalogResult, type ProductLookupResult, type ProductResult,
} from './product-results.js';
