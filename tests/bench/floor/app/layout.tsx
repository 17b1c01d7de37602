import type { ReactNode } from 'react';

// The framework's floor: the smallest App Router page Next builds, with the same versions as the site.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
