// House rule: a feature folder (apps/web/src/features/<name>, apps/api/src/modules/<name>)
// never imports another feature. Shared needs go to packages/contracts, components/ or lib/.
import path from 'node:path';

const FEATURE_ROOTS = [
  path.join('apps', 'web', 'src', 'features'),
  path.join('apps', 'api', 'src', 'modules'),
];

function featureOf(filePath) {
  const normalised = path.normalize(filePath);
  for (const root of FEATURE_ROOTS) {
    const marker = `${path.sep}${root}${path.sep}`;
    const index = normalised.indexOf(marker);
    if (index !== -1) {
      const rest = normalised.slice(index + marker.length);
      return { root: normalised.slice(0, index + marker.length), name: rest.split(path.sep)[0] };
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports from one feature folder into another' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}'. Move the shared piece to packages/contracts, components/ or lib/.",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source));
      if (target && target.root === own.root && target.name !== own.name) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: own.name, to: target.name },
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
