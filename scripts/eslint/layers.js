// House rule: the layers of ARCHITECTURE.md. On the web (apps/web/src) they are, top to bottom,
// app → features → products → components/lib: a layer imports only layers below it, and a
// feature never imports another feature. On the API a module (apps/api/src/modules/<name>)
// never imports another module; one product's code that several of its modules share sits in
// apps/api/src/products/<product>/, which only that product's modules import (lib/ stays
// product-free, and a product folder imports no module and no other product). Dynamic
// `import()` counts: a lazy import is still a dependency.
import path from 'node:path';

const WEB = path.join('apps', 'web', 'src');
const API_MODULES = path.join('apps', 'api', 'src', 'modules');
const API_PRODUCTS = path.join('apps', 'api', 'src', 'products');
const API_LIB = path.join('apps', 'api', 'src', 'lib');

// API: which modules make up each product, so they may import its products/<product>/ folder.
const API_PRODUCT_MODULES = {
  flight: ['flights', 'flight-booking', 'exchange', 'seat-services', 'short-links'],
  hotel: ['hotels'],
  // Tours and cruises: one module (`kind` tells them apart), one products/tour/ folder.
  tour: ['tours'],
};

// Rank: a file may import a target whose rank is lower, or the same layer (except feature to
// another feature). components/ and lib/ are one layer: they may use each other.
const WEB_LAYERS = { app: 3, features: 2, products: 1, components: 0, lib: 0 };

/** The first folder under `dir` that holds the file, or null when it is not under `dir`. */
function nameUnder(normalised, dir) {
  const prefix = `${path.sep}${dir}${path.sep}`;
  const index = normalised.indexOf(prefix);
  if (index === -1) return null;
  const rest = normalised.slice(index + prefix.length).split(path.sep);
  return rest.length > 1 || dir === API_LIB ? rest[0] : null;
}

/**
 * Where a file sits: { kind: 'web', layer, name }, or { kind: 'api', area, name } with area
 * 'modules' (name: the module), 'products' (name: the product) or 'lib'; else null. The
 * registry file apps/api/src/products.ts is none of these: it is where modules are wired.
 */
function placeOf(filePath) {
  const normalised = path.normalize(filePath);
  for (const [area, dir] of [
    ['modules', API_MODULES],
    ['products', API_PRODUCTS],
    ['lib', API_LIB],
  ]) {
    const name = nameUnder(normalised, dir);
    if (name !== null) return { kind: 'api', area, name };
  }
  const web = `${path.sep}${WEB}${path.sep}`;
  const index = normalised.indexOf(web);
  if (index === -1) return null;
  const [layer, name] = normalised.slice(index + web.length).split(path.sep);
  if (!(layer in WEB_LAYERS)) return null;
  return { kind: 'web', layer, name };
}

// Where a piece goes instead, by the layer that may not import it.
const PRODUCT_FREE =
  'Keep components/ and lib/ product-free: move the piece up to products/<product>/ or its feature, or pass it in as a prop.';
const WHERE = {
  components: PRODUCT_FREE,
  lib: PRODUCT_FREE,
  products:
    'A product knows no feature: move what it needs into products/<product>/, or let the feature or app/ hand it in.',
  features:
    'A feature never imports app/: move the piece into the feature, products/<product>/ or components/.',
};

/** The API rule broken by `own` importing `target` (both API places), or null. */
function apiViolation(own, target) {
  if (own.area === 'modules' && target.area === 'modules' && target.name !== own.name) {
    return { messageId: 'crossModule', data: { from: own.name, to: target.name } };
  }
  if (own.area === 'modules' && target.area === 'products') {
    const owners = API_PRODUCT_MODULES[target.name] ?? [];
    if (owners.includes(own.name)) return null;
    const data = { from: own.name, to: target.name, owners: owners.join(', ') || 'none' };
    return { messageId: 'foreignProduct', data };
  }
  const sameProduct = target.area === 'products' && target.name === own.name;
  if (own.area === 'products' && target.area !== 'lib' && !sameProduct) {
    const to = target.area === 'modules' ? `modules/${target.name}/` : `products/${target.name}/`;
    return { messageId: 'productUpward', data: { from: own.name, to } };
  }
  if (own.area === 'lib' && target.area === 'products') {
    return { messageId: 'libProduct', data: { to: target.name } };
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers: app → features → products → components/lib' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}'. Move what both need down a layer: one product's pieces to products/<product>/, product-free ones to components/ or lib/, shapes to packages/contracts.",
      crossModule:
        "Module '{{from}}' must not import module '{{to}}'. Move the shared piece to packages/contracts or src/lib (product-free), or reach the product through its OrderProduct in src/products.ts.",
      foreignProduct:
        "Module '{{from}}' must not import products/{{to}}/: only that product's modules ({{owners}}) use it. Reach the product through its OrderProduct in src/products.ts or the supplier port.",
      productUpward:
        'products/{{from}}/ must not import {{to}}: it holds what the {{from}} modules share, so it imports lib/, contracts and suppliers, never a module or another product.',
      libProduct:
        'lib/ must not import products/{{to}}/: lib/ is product-free. Move the piece into products/{{to}}/, or let the product hand it in (its OrderProduct in src/products.ts).',
      upward:
        '{{from}}/ must not import {{to}}/ (layers: app → features → products → components/lib). {{where}}',
    },
  },
  create(context) {
    const own = placeOf(context.filename);
    if (!own) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target.kind !== own.kind) return;
      if (own.kind === 'api') {
        const report = apiViolation(own, target);
        if (report) context.report({ node, ...report });
        return;
      }
      if (own.layer === 'features' && target.layer === 'features' && target.name !== own.name) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: own.name, to: target.name },
        });
      } else if (WEB_LAYERS[target.layer] > WEB_LAYERS[own.layer]) {
        context.report({
          node,
          messageId: 'upward',
          data: { from: own.layer, to: target.layer, where: WHERE[own.layer] },
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
