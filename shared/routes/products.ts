/** Products and product catalogs: the caller's own, an admin's view of any merchant's, and the public lookup. */
export { lookupProducts } from './products/lookup-products.js';
export { productDetails } from './products/product-details.js';
export { listProducts } from './products/list-products.js';
export { createProduct } from './products/create-product.js';
export { updateProduct } from './products/update-product.js';
export { adminListProducts } from './products/admin-list-products.js';
export { adminCreateProduct } from './products/admin-create-product.js';
export { adminListCatalogs } from './products/admin-list-catalogs.js';
export { adminListAssignable } from './products/admin-list-assignable.js';
export { adminUpdateProduct } from './products/admin-update-product.js';
