import { NotFoundScreen } from '@/components/errors/not-found-screen.client';

/** No route matches the path (SPEC §2: non-fatal 404). */
export default function NotFound() {
  return <NotFoundScreen kind="unmatched" />;
}
