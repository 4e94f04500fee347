/** Products and product catalogs: the caller's own, an admin's view of any merchant's, and the public lookup. */
import * as z from 'zod/mini';
import { route } from '../http/route.js';
import { noQuery, uuidPath } from '../http/schemas.js';
import { productBody, productCatalogResult, productLookupResult, productResult, productUpdateBody } from '../schemas/product.js';

const domain = 'products';

export const lookupProducts = route({
  method: 'GET', path: '/v1/merchant/product/lookup', auth: 'access', domain, handler: 'products/lookup-products',
  schemas: { query: noQuery(), response: z.array(productLookupResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Active products of all merchants, with their type and merchant.',
});

export const productDetails = route({
  method: 'GET', path: '/v1/merchant/product/details/{productReference}', auth: 'access', domain, handler: 'products/product-details',
  schemas: { path: uuidPath('productReference'), query: noQuery(), response: productResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'One product by reference.',
});

export const listProducts = route({
  method: 'GET', path: '/v1/merchant/product', auth: 'access', domain, handler: 'products/list-products',
  schemas: { query: noQuery(), response: z.array(productResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'The caller\'s products, owned and assigned (isAssigned tells them apart).',
});

export const createProduct = route({
  method: 'POST', path: '/v1/merchant/product', auth: 'access', domain, handler: 'products/create-product',
  schemas: { query: noQuery(), body: productBody, response: productResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Creates a product for the caller (name and product type required).',
});

export const updateProduct = route({
  method: 'PUT', path: '/v1/merchant/product', auth: 'access', domain, handler: 'products/update-product',
  schemas: { query: noQuery(), body: productUpdateBody, response: productResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Updates one of the caller\'s products; 404 when it does not exist.',
});

export const adminListProducts = route({
  method: 'GET', path: '/v1/merchant/product/admin/{merchantReference}', auth: 'admin', domain, handler: 'products/admin-list-products',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), response: z.array(productResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'A merchant\'s products, owned and assigned.',
});

export const adminCreateProduct = route({
  method: 'POST', path: '/v1/merchant/product/admin/{merchantReference}', auth: 'admin', domain, handler: 'products/admin-create-product',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), body: productBody, response: productResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Creates a product for a merchant.',
});

export const adminListCatalogs = route({
  method: 'GET', path: '/v1/merchant/product/admin/catalog', auth: 'admin', domain, handler: 'products/admin-list-catalogs',
  schemas: { query: noQuery(), response: z.array(productCatalogResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'All product catalogs with their products.',
});

export const adminListAssignable = route({
  method: 'GET', path: '/v1/merchant/product/admin/assignable', auth: 'admin', domain, handler: 'products/admin-list-assignable',
  schemas: { query: noQuery(), response: z.array(productResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Products that can be assigned to merchants: active, not deleted, in no catalog.',
});

export const adminUpdateProduct = route({
  method: 'PUT', path: '/v1/merchant/product/admin', auth: 'admin', domain, handler: 'products/admin-update-product',
  schemas: { query: noQuery(), body: productUpdateBody, response: productResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Updates any product named by the body\'s reference; 404 when it does not exist.',
});
