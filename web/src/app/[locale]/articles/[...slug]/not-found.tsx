import { NotFoundScreen } from '@/components/errors/not-found-screen.client';

/** The slug is malformed, or no article has it in this language: the route's validate rule failed. */
export default function ArticleNotFound() {
  return <NotFoundScreen kind="invalid" />;
}
