import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@vitrine/schemas'],
  // The local source reads the demo dataset at run time: ship it with the server.
  outputFileTracingIncludes: { '/**': ['../schemas/dataset/**/*'] },
  experimental: {
    // Next's own route-level diagnostics (.next/diagnostics/route-bundle-stats.json) feed `npm run bench`.
  },
};

export default withNextIntl(config);
