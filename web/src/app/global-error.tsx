'use client';

// Next requires global-error.tsx to be a client module; the screen itself lives in components/errors.
// It replaces the root layout, so it brings the site's styles itself.
import './globals.css';
export { GlobalError as default } from '@/components/errors/global-error.client';
