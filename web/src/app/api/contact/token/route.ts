import { NextResponse } from 'next/server';
import { contactService } from '@/contact/service-of-env';

/**
 * GET /api/contact/token: a fresh contact form token, for a form served
 * without one (see components/contact/contact-form.client.tsx). A token only
 * opens one message, within its lifetime, after the minimum fill time.
 */
export function GET() {
  return NextResponse.json({ token: contactService().issueToken() }, { headers: { 'Cache-Control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
