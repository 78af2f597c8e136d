// House rule: the layers of ARCHITECTURE.md. On the web (apps/web/src) they are, top to bottom,
// app → features → products → components/lib: a layer imports only layers below it, and a
// feature never imports another feature. On the API a module (apps/api/src/modules/<name>)
// never imports another module. Dynamic `import()` counts: a lazy import is still a dependency.
import path from 'node:path';

const WEB = path.join('apps', 'web', 'src');
const API_MODULES = path.join('apps', 'api', 'src', 'modules');

// Rank: a file may import a target whose rank is lower, or the same layer (except feature to
// another feature). components/ and lib/ are one layer: they may use each other.
const WEB_LAYERS = { app: 3, features: 2, products: 1, components: 0, lib: 0 };

/** Where a file sits: { kind: 'web', layer, name } or { kind: 'api', name }, else null. */
function placeOf(filePath) {
  const normalised = path.normalize(filePath);
  const api = `${path.sep}${API_MODULES}${path.sep}`;
  let index = normalised.indexOf(api);
  if (index !== -1) {
    return { kind: 'api', name: normalised.slice(index + api.length).split(path.sep)[0] };
  }
  const web = `${path.sep}${WEB}${path.sep}`;
  index = normalised.indexOf(web);
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
        if (target.name !== own.name) {
          context.report({
            node,
            messageId: 'crossModule',
            data: { from: own.name, to: target.name },
          });
        }
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
