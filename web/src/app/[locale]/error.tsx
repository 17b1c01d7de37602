'use client';

// Next requires error.tsx to be a client module; the screen itself lives in components/errors.
export { RouteError as default } from '@/components/errors/route-error.client';
