'use client';

// Next requires global-error.tsx to be a client module; the screen itself lives in components/errors.
export { GlobalError as default } from '@/components/errors/global-error.client';
