import { NotFoundScreen } from '@/components/errors/not-found-screen.client';

/** No route matches the path a non-fatal 404, rendered on the server in the page's language. */
export default function NotFound() {
  return <NotFoundScreen kind="unmatched" />;
}
