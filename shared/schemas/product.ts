/** Products a merchant sells (fixed or open price, optional future price) and product catalogs. */
export { productBody, productInputField, productUpdateBody, type ProductBody, type ProductUpdateBody } from './product-bodies.js';
export { productResult, type ProductResult } from './product-results.js';
export { productLookupResult, type ProductLookupResult } from './product-lookup-result.js';
export { productCatalogResult, type ProductCatalogResult } from './product-catalog-result.js';
