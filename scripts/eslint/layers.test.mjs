import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import layers from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const web = (file) => `/repo/apps/web/src/${file}`;
const api = (file) => `/repo/apps/api/src/${file}`;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('house/layers', layers, {
  valid: [
    { filename: web('app/home/search-box.tsx'), code: "import '../../features/flights/x';" },
    { filename: web('features/orders/x.ts'), code: "import '../../products';" },
    { filename: web('features/orders/x.ts'), code: "import './lib/filters';" },
    { filename: web('products/hotel/index.ts'), code: "import '../../lib/intl-format';" },
    { filename: web('components/x.tsx'), code: "import '../lib/i18n';" },
    { filename: web('lib/x.ts'), code: "import '../components/price';" },
    { filename: '/repo/apps/api/src/modules/orders/x.ts', code: "import '../../lib/x';" },
    { filename: api('modules/exchange/x.ts'), code: "import '../../products/flight/details';" },
    { filename: api('modules/hotels/x.ts'), code: "import '../../products/hotel/mail';" },
    { filename: api('modules/orders/x.ts'), code: "import '../../products';" },
    { filename: api('products/flight/x.ts'), code: "import './details';" },
    { filename: api('products/hotel/x.ts'), code: "import '../../lib/mail/send-mail';" },
    { filename: api('products.ts'), code: "import './modules/hotels/entry';" },
  ],
  invalid: [
    {
      filename: web('features/orders/x.ts'),
      code: "import '../hotels/lib/x';",
      errors: [{ messageId: 'crossFeature', data: { from: 'orders', to: 'hotels' } }],
    },
    {
      filename: web('lib/x.ts'),
      code: "export const x = () => import('../products');",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: web('components/x.tsx'),
      code: "import '../features/orders/x';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: web('products/flight/x.ts'),
      code: "export * from '../../features/flights/x';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: web('features/orders/x.ts'),
      code: "import '../../app/router';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: '/repo/apps/api/src/modules/orders/x.ts',
      code: "import '../flights/x';",
      errors: [{ messageId: 'crossModule', data: { from: 'orders', to: 'flights' } }],
    },
    {
      filename: api('modules/hotels/x.ts'),
      code: "import '../../products/flight/details';",
      errors: [
        {
          messageId: 'foreignProduct',
          data: {
            from: 'hotels',
            to: 'flight',
            owners: 'flights, flight-booking, exchange, seat-services, short-links',
          },
        },
      ],
    },
    {
      filename: api('modules/orders/x.ts'),
      code: "export const x = () => import('../../products/hotel/view');",
      errors: [
        { messageId: 'foreignProduct', data: { from: 'orders', to: 'hotel', owners: 'hotels' } },
      ],
    },
    {
      filename: api('lib/orders/x.ts'),
      code: "import '../../products/flight/details';",
      errors: [{ messageId: 'libProduct', data: { to: 'flight' } }],
    },
    {
      filename: api('products/flight/x.ts'),
      code: "import '../../modules/flight-booking/x';",
      errors: [
        { messageId: 'productUpward', data: { from: 'flight', to: 'modules/flight-booking/' } },
      ],
    },
    {
      filename: api('products/hotel/x.ts'),
      code: "import '../flight/details';",
      errors: [{ messageId: 'productUpward', data: { from: 'hotel', to: 'products/flight/' } }],
    },
  ],
});
